#!/bin/sh
# One shard of the gallery's golden check under `bazel test` (sh_test with shard_count).
# $1 is the flipbook binary. Bazel sets TEST_TOTAL_SHARDS, TEST_SHARD_INDEX (from 0) and
# TEST_SHARD_STATUS_FILE; --shard auto reads them. The shard's JSON result and failure
# artifacts go to TEST_UNDECLARED_OUTPUTS_DIR; after
#   bazel test //:goldens --nozip_undeclared_test_outputs
# merge them with
#   flipbook merge bazel-testlogs/goldens/shard_*_of_4/test.outputs/shard-*.json --out merged
# (without that flag Bazel zips each shard's outputs into test.outputs/outputs.zip).
set -eu
flipbook="$1"
out="${TEST_UNDECLARED_OUTPUTS_DIR:-.}"
exec "$flipbook" verify Renders/scenes/*.yaml --goldens Renders --shard auto --json \
    --artifacts "$out/artifacts" > "$out/shard-${TEST_SHARD_INDEX:-0}.json"
