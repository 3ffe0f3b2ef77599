// The JavaScript host every live page shares (`carousel web` inlines it): it loads a model's
// WebAssembly module, forwards the pointer to the model's shared input entry points
// (Web/Models/Support.swift), and runs frames while the model moves or a pointer is down,
// calling `draw` after each `model_advance`.
"use strict";

/**
 * Sets a style property only when its value changes (a write can cost a style recalculation).
 * The last value written is kept beside the element: the browser reads styles back in its own
 * form (`matrix3d(1, 0, …)`, rounded numbers), which would never compare equal.
 */
const writtenStyles = new WeakMap();
function setStyle(element, name, value) {
  let written = writtenStyles.get(element);
  if (!written) writtenStyles.set(element, written = {});
  if (written[name] === value) return;
  written[name] = value;
  element.style[name] = value;
}

/**
 * The page's stage (what the pointer drives), sized to the model's view, and its readout line.
 * @param {{width: number, height: number}} settings The view's size, in points (CSS pixels).
 */
function pageParts(settings) {
  const stage = document.getElementById("stage");
  stage.style.width = settings.width + "px";
  stage.style.height = settings.height + "px";
  return { stage, readout: document.getElementById("readout") };
}

/**
 * Starts a page's model.
 * @param {string} wasmBase64 The module, base64.
 * @param {HTMLElement} stage The element the pointer drives.
 * @param {"x"|"y"} axis The model's scroll axis.
 * @param {(m: object, memory: WebAssembly.Memory) => void} setup Makes the model.
 * @param {(m: object, numbers: (count: number) => Float64Array) => void} draw Draws a frame.
 * @returns {Promise<object>} The module's exports.
 */
async function startModel(wasmBase64, stage, axis, setup, draw) {
  const bytes = Uint8Array.from(atob(wasmBase64), c => c.charCodeAt(0));
  let memory;
  // The C library's few system calls: output goes to the console (a trap's message), and
  // random bytes come from the browser.
  const wasi = {
    fd_write(fd, iovs, count, written) {
      const view = new DataView(memory.buffer);
      let text = "", total = 0;
      for (let i = 0; i < count; i++) {
        const base = view.getUint32(iovs + 8 * i, true), length = view.getUint32(iovs + 8 * i + 4, true);
        text += new TextDecoder().decode(new Uint8Array(memory.buffer, base, length));
        total += length;
      }
      console.log(text);
      view.setUint32(written, total, true);
      return 0;
    },
    fd_close() { return 0; },
    fd_seek() { return 0; },
    random_get(buffer, length) {
      crypto.getRandomValues(new Uint8Array(memory.buffer, buffer, length));
      return 0;
    },
  };
  const { instance } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: wasi });
  const m = instance.exports;
  memory = m.memory;
  setup(m, memory);

  const now = () => performance.now() / 1000;
  // The numbers the last frame entry point wrote, read in place.
  const numbers = count =>
    count === 0 ? new Float64Array(0) : new Float64Array(memory.buffer, m.model_numbers_address(), count);

  // Frames run while the model moves or a pointer is down.
  let running = false, pointerDown = false;
  function frame() {
    m.model_advance(now());
    draw(m, numbers);
    if (pointerDown || m.model_is_animating()) requestAnimationFrame(frame);
    else running = false;
  }
  function wake() {
    if (!running) { running = true; requestAnimationFrame(frame); }
  }

  // The pointer (a mouse or a finger): a press stops motion; moving starts the drag; lifting
  // releases it with the model's own velocity estimate, or lifts without dragging.
  let start = 0, dragging = false;
  const along = event => axis === "x" ? event.clientX : event.clientY;
  stage.addEventListener("pointerdown", event => {
    stage.setPointerCapture(event.pointerId);
    pointerDown = true;
    dragging = false;
    start = along(event);
    m.model_touch_began(now());
    wake();
  });
  stage.addEventListener("pointermove", event => {
    if (!pointerDown) return;
    const t = now();
    if (!dragging) { dragging = true; m.model_drag_began(t); }
    m.model_drag_changed(along(event) - start, t);
    wake();
  });
  function lift() {
    if (!pointerDown) return;
    pointerDown = false;
    if (dragging) m.model_drag_ended(now()); else m.model_touch_ended(now());
    dragging = false;
    wake();
  }
  stage.addEventListener("pointerup", lift);
  stage.addEventListener("pointercancel", lift);

  // Keys, once the stage has the focus (a click or Tab): the arrows, Home and End.
  const keyCodes = { ArrowLeft: 0, ArrowRight: 1, ArrowUp: 2, ArrowDown: 3, Home: 4, End: 5 };
  stage.tabIndex = 0;
  stage.addEventListener("keydown", event => {
    const code = keyCodes[event.key];
    if (code === undefined) return;
    event.preventDefault();
    if (m.model_key(code, now())) wake();
  });

  m.model_advance(now());
  draw(m, numbers);
  wake();  // a model may move from the start (springs, floating images)
  return { m, wake, now, animating: () => m.model_is_animating() === 1 };
}
