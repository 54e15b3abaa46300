#!/usr/bin/env python3
"""Drives the page of `flipbook review` in headless Chromium through Selenium.

    review-browser.py URL SCENE [SCREENSHOT.png]

Loads the page, checks that SCENE is listed with its expected, actual and diff
frames loaded, moves the frame scrubber with the keyboard, clicks Approve for
SCENE and waits for the page to report the decision. Prints a JSON summary
(the decision, the scenes listed before and after, the browser console's
entries) and exits 0 only when SCENE was approved and the console logged no
error. Needs Debian's chromium, chromium-driver and python3-selenium (or
selenium from PyPI): `make test-deps` installs them.

The browser's profile and its other temporary files (chromedriver's profile,
Chromium's org.chromium.Chromium.* socket folder) go in one temporary folder,
removed at the end.
"""
import json
import os
import shutil
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def find(*names):
    for name in names:
        path = shutil.which(name) or (name if name.startswith("/") and shutil.os.path.exists(name) else None)
        if path:
            return path
    sys.exit("review-browser: none of %s is installed" % ", ".join(names))


def main():
    with tempfile.TemporaryDirectory(prefix="flipbook-review-browser-") as temporary:
        status = review(temporary)
    sys.exit(status)


def review(temporary):
    """Runs the check with the browser's files in `temporary`; the exit status."""
    url, scene = sys.argv[1], sys.argv[2]
    screenshot = sys.argv[3] if len(sys.argv) > 3 else None
    options = webdriver.ChromeOptions()
    options.binary_location = find("chromium", "chromium-browser", "/usr/lib/chromium/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1100", "--no-first-run", "--disable-extensions",
                     "--user-data-dir=" + os.path.join(temporary, "profile")):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # TMPDIR for chromedriver and the Chromium it starts: whatever else they create goes in `temporary` too.
    service = Service(executable_path=find("chromedriver", "/usr/lib/chromium/chromedriver"),
                      env=dict(os.environ, TMPDIR=temporary))
    driver = webdriver.Chrome(service=service, options=options)
    summary = {"scene": scene}
    try:
        # Bounds on waiting for the page, not measurements: a slow machine only waits longer.
        wait = WebDriverWait(driver, 120)
        driver.get(url)
        wait.until(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-review-status") in ("ready", "failed"))
        summary["status"] = driver.find_element(By.TAG_NAME, "body").get_attribute("data-review-status")
        summary["before"] = [b.get_attribute("data-scene") for b in driver.find_elements(By.CSS_SELECTOR, "#scenes button")]
        driver.find_element(By.CSS_SELECTOR, "#scenes button[data-scene='%s']" % scene).click()
        wait.until(lambda d: d.find_element(By.ID, "scene").get_attribute("data-scene") == scene)
        visible_loaded = ("return Array.from(document.images).filter(i => !i.hidden)"
                          ".every(i => i.complete && i.naturalWidth > 0)")
        wait.until(lambda d: d.execute_script(visible_loaded))
        summary["pictures"] = driver.execute_script(
            "return ['expected', 'actual', 'diff'].map(id => document.getElementById(id))"
            ".filter(i => !i.hidden).map(i => i.id)")
        # The scrubber: the first key press moves to the previous sampled frame.
        first = driver.find_element(By.ID, "frame-label").text
        driver.find_element(By.TAG_NAME, "body").send_keys("[")
        summary["frames"] = [first, driver.find_element(By.ID, "frame-label").text]
        wait.until(lambda d: d.execute_script(visible_loaded))
        driver.find_element(By.ID, "approve").click()
        wait.until(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-last-decision"))
        summary["decision"] = driver.find_element(By.TAG_NAME, "body").get_attribute("data-last-decision")
        summary["message"] = driver.find_element(By.ID, "status").text
        summary["after"] = [b.get_attribute("data-scene") for b in driver.find_elements(By.CSS_SELECTOR, "#scenes button")]
        if screenshot:
            driver.save_screenshot(screenshot)
        summary["console"] = driver.get_log("browser")
    finally:
        driver.quit()
    errors = [entry for entry in summary["console"] if entry.get("level") == "SEVERE"]
    print(json.dumps(summary, indent=2))
    ok = summary["status"] == "ready" and summary["decision"] == "approved:" + scene and not errors
    return 0 if ok else 1


if __name__ == "__main__":
    main()
