#ifndef FLIPBOOK_CGIF_SHIM_H
#define FLIPBOOK_CGIF_SHIM_H
/* giflib (Debian's libgif-dev, Homebrew's giflib): the GIF writer's LZW coder and file framing. */
#include <gif_lib.h>
#endif
