#!/usr/bin/env python3
"""Drives a page in headless Chromium over the DevTools protocol, with real input events.

    cdp-drive.py CHROMIUM PAGE STEPS_JSON

Opens PAGE (a file path), waits for `window.carouselKit.ready`, plays STEPS_JSON (a JSON list of
steps), and prints one JSON line: the value of every "state" step, in order. Steps:

    {"mouse": "pressed"|"moved"|"released", "x": X, "y": Y}   Input.dispatchMouseEvent
    {"touchEmulation": true}                                  Emulation.setTouchEmulationEnabled
    {"touch": "start"|"move"|"end", "x": X, "y": Y}           Input.dispatchTouchEvent
    {"click": "#next"}                                        a mouse press and release at the
                                                              centre of the element the CSS
                                                              selector finds
    {"key": "ArrowRight"}                                     Input.dispatchKeyEvent, down and up
    {"wheel": [DX, DY], "x": X, "y": Y}                       Input.dispatchMouseEvent, a
                                                              mouseWheel of DX, DY pixels
    {"resize": [WIDTH, HEIGHT]}                               Emulation.setDeviceMetricsOverride:
                                                              the window's inner size changes
    {"wait": SECONDS}                                         real time
    {"settle": SECONDS}                                       until state().animating is false
    {"state": true}                                           window.carouselKit.state(), two
                                                              frames on (input handled)
    {"screenshot": PATH}                                      Page.captureScreenshot, as PNG
    {"evaluate": "EXPRESSION"}                                its value, kept as a state's is
    {"play": {OPTIONS}}                                       window.carouselKit.play(OPTIONS),
                                                              its value kept as a state's is (an
                                                              error's message as {"error": …})

It speaks the protocol over --remote-debugging-pipe (file descriptors 3 and 4, messages ended
by a NUL byte), so it needs nothing beyond python3 and Chromium.
"""
import base64
import json
import os
import subprocess
import sys
import time


class Browser:
    def __init__(self, chromium):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--remote-debugging-pipe", "--window-size=800,720", "--hide-scrollbars",
             "about:blank"],
            pass_fds=(3, 4, to_browser_read, from_browser_write),
            preexec_fn=lambda: (os.dup2(to_browser_read, 3), os.dup2(from_browser_write, 4)),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 65536)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def open(self, url):
        target = self.send("Target.createTarget", {"url": url}, session=False)["targetId"]
        self.session = self.send(
            "Target.attachToTarget", {"targetId": target, "flatten": True}, session=False
        )["sessionId"]

    def evaluate(self, expression):
        result = self.send(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                 "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self):
        self.process.kill()
        self.process.wait()


def play(browser, steps):
    states = []
    for step in steps:
        if "mouse" in step:
            browser.send("Input.dispatchMouseEvent", {
                "type": "mouse" + step["mouse"].capitalize(), "x": step["x"], "y": step["y"],
                "button": "left", "buttons": 0 if step["mouse"] == "released" else 1,
                "clickCount": 1})
        elif "touchEmulation" in step:
            browser.send("Emulation.setTouchEmulationEnabled",
                         {"enabled": step["touchEmulation"], "maxTouchPoints": 1})
        elif "touch" in step:
            kind = "touch" + step["touch"].capitalize()
            points = [] if step["touch"] == "end" else [{"x": step["x"], "y": step["y"]}]
            browser.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        elif "click" in step:
            box = browser.evaluate(
                "(() => { const e = document.querySelector(%s); e.scrollIntoView({block: 'nearest'});"
                " const r = e.getBoundingClientRect();"
                " return [r.x + r.width / 2, r.y + r.height / 2]; })()" % json.dumps(step["click"]))
            for kind, buttons in (("mousePressed", 1), ("mouseReleased", 0)):
                browser.send("Input.dispatchMouseEvent", {
                    "type": kind, "x": box[0], "y": box[1], "button": "left",
                    "buttons": buttons, "clickCount": 1})
        elif "key" in step:
            for kind in ("keyDown", "keyUp"):
                browser.send("Input.dispatchKeyEvent", {"type": kind, "key": step["key"],
                                                        "code": step["key"]})
        elif "wheel" in step:
            browser.send("Input.dispatchMouseEvent", {
                "type": "mouseWheel", "x": step["x"], "y": step["y"],
                "deltaX": step["wheel"][0], "deltaY": step["wheel"][1]})
        elif "resize" in step:
            browser.send("Emulation.setDeviceMetricsOverride", {
                "width": step["resize"][0], "height": step["resize"][1],
                "deviceScaleFactor": 1, "mobile": False})
        elif "wait" in step:
            time.sleep(step["wait"])
        elif "settle" in step:
            deadline = time.time() + step["settle"]
            while browser.evaluate("window.carouselKit.state().animating"):
                if time.time() > deadline:
                    raise RuntimeError(f"still moving after {step['settle']} s")
                time.sleep(0.05)
        elif "state" in step:
            # After two frames, so that every input event sent is handled first.
            states.append(browser.evaluate(
                "new Promise(done => requestAnimationFrame(() => requestAnimationFrame("
                "() => done(window.carouselKit.state()))))"))
        elif "evaluate" in step:
            states.append(browser.evaluate(step["evaluate"]))
        elif "play" in step:
            states.append(browser.evaluate(
                "window.carouselKit.play(" + json.dumps(step["play"]) + ")"
                ".catch(error => ({error: error.message}))"))
        elif "screenshot" in step:
            data = browser.send("Page.captureScreenshot", {"format": "png"})["data"]
            with open(step["screenshot"], "wb") as file:
                file.write(base64.b64decode(data))
    return states


def main():
    chromium, page, steps = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
    browser = Browser(chromium)
    try:
        browser.open("file://" + os.path.abspath(page))
        deadline = time.time() + 20
        while not browser.evaluate("!!(window.carouselKit && window.carouselKit.ready)"):
            if time.time() > deadline:
                raise RuntimeError("the page never set window.carouselKit.ready")
            time.sleep(0.05)
        print(json.dumps(play(browser, steps)))
    finally:
        browser.close()


if __name__ == "__main__":
    main()
