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
 * Instantiates a module: a page's live model, or its play module.
 * @param {string} wasmBase64 The module, base64.
 * @returns {Promise<object>} Its exports.
 */
async function instantiate(wasmBase64) {
  const bytes = Uint8Array.from(atob(wasmBase64), c => c.charCodeAt(0));
  let memory;
  // The C library's few system calls, should a module ask for them: output goes to the console
  // (a trap's message), and random bytes come from the browser.
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
  memory = instance.exports.memory;
  return instance.exports;
}

/**
 * Starts a page's model.
 * @param {string} wasmBase64 The module, base64.
 * @param {HTMLElement} stage The element the pointer drives.
 * @param {"x"|"y"} axis The model's scroll axis.
 * @param {(m: object, memory: WebAssembly.Memory) => void} setup Makes the model.
 * @param {(m: object, numbers: (count: number) => Float64Array) => void} draw Draws a frame.
 * @param {{width: number, height: number}} size The stage's size, in points (CSS pixels): its
 *   width follows a narrower window (the host updates it) where the module can resize its model.
 * @param {(m: object) => string} [describe] What a screen reader says the model's value is, as
 *   the model's `accessibilityValue` says it ("Item 3 of 20"): announced each time the model
 *   comes to rest on a new value.
 * @returns {Promise<object>} The module's exports (`m`), `wake`, `now`, `numbers` (the last
 *   frame entry point's numbers, read in place) and `animating`.
 */
async function startModel(wasmBase64, stage, axis, setup, draw, size, describe) {
  const m = await instantiate(wasmBase64);
  const memory = m.memory;
  setup(m, memory);

  const now = () => performance.now() / 1000;
  // The numbers the last frame entry point wrote, read in place.
  const numbers = count =>
    count === 0 ? new Float64Array(0) : new Float64Array(memory.buffer, m.model_numbers_address(), count);

  // Frames run while the model moves or a pointer is down.
  let running = false, pointerDown = false;
  // A polite live region, out of sight, that announces the model's value when it comes to
  // rest on a new one (the APG carousel's "3 of 20"), not while it moves.
  const announcer = document.createElement("div");
  announcer.setAttribute("role", "status");
  announcer.setAttribute("aria-live", "polite");
  announcer.style.cssText = "position: absolute; width: 1px; height: 1px; overflow: hidden; " +
    "clip-path: inset(50%); white-space: nowrap;";
  document.body.appendChild(announcer);
  let announced = describe ? describe(m) : "";
  function announce() {
    if (!describe || pointerDown || m.model_is_animating()) return;
    const value = describe(m);
    if (value !== announced) announcer.textContent = announced = value;
  }

  function frame() {
    m.model_advance(now());
    draw(m, numbers);
    announce();
    // The one thing the loop polls: the model moves, or a pointer holds it.
    if (m.model_needs_frames()) requestAnimationFrame(frame);
    else running = false;
  }
  function wake() {
    if (!running) { running = true; requestAnimationFrame(frame); }
  }

  // The pointer (a mouse or a finger): a press stops motion; moving past the slop starts the
  // drag; lifting releases it with the model's own velocity estimate, or lifts without
  // dragging. The slop is the host's, as a gesture recogniser's is in UIKit and Flutter: raw
  // pointer events have none, and a tap whose finger wanders a few points must stay a tap.
  // Flutter's along one axis: 18 px for a finger or a pen (kTouchSlop), 1 px for a mouse
  // (kPrecisePointerHitSlop). The drag starts where the slop is passed, as Flutter's
  // DragStartBehavior.start: the content does not jump by the slop.
  let start = 0, dragging = false, pointer = null;
  const along = event => axis === "x" ? event.clientX : event.clientY;
  stage.addEventListener("pointerdown", event => {
    // One pointer drives the model: the first finger, or a mouse's main button.
    if (pointerDown || !event.isPrimary || event.button !== 0) return;
    stage.setPointerCapture(event.pointerId);
    pointer = { id: event.pointerId, slop: event.pointerType === "mouse" ? 1 : 18 };
    pointerDown = true;
    dragging = false;
    start = along(event);
    m.model_touch_began(now());
    wake();
  });
  stage.addEventListener("pointermove", event => {
    if (!pointerDown || event.pointerId !== pointer.id) return;
    const t = now(), moved = along(event) - start;
    if (!dragging) {
      if (Math.abs(moved) <= pointer.slop) return;
      dragging = true;
      start += Math.sign(moved) * pointer.slop;
      m.model_drag_began(t);
    }
    m.model_drag_changed(along(event) - start, t);
    wake();
  });
  function lift(event) {
    if (!pointerDown || event.pointerId !== pointer.id) return;
    pointerDown = false;
    if (dragging) m.model_drag_ended(now()); else m.model_touch_ended(now());
    dragging = false;
    wake();
  }
  stage.addEventListener("pointerup", lift);
  stage.addEventListener("pointercancel", lift);

  // The wheel or a trackpad's two-finger swipe: the model's own wheel gesture, which takes the
  // component along its axis (or the other one, a plain wheel on a horizontal model), acts as
  // one drag and settles 0.15 s after the last event. A pinch (ctrl and the wheel) zooms the
  // page, and a pointer already down keeps the model.
  stage.addEventListener("wheel", event => {
    if (pointerDown || event.ctrlKey) return;
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? (axis === "x" ? stage.clientWidth : stage.clientHeight) : 1;
    // A wheel's delta scrolls the content the other way than a finger's drag moves it.
    m.model_wheel(-event.deltaX * unit, -event.deltaY * unit, now());
    wake();
  }, { passive: false });

  // Keys, once the stage has the focus (a click or Tab): the arrows, Home and End.
  const keyCodes = { ArrowLeft: 0, ArrowRight: 1, ArrowUp: 2, ArrowDown: 3, Home: 4, End: 5 };
  stage.tabIndex = 0;
  stage.addEventListener("keydown", event => {
    const code = keyCodes[event.key];
    if (code === undefined) return;
    event.preventDefault();
    if (m.model_key(code, now())) wake();
  });

  // Resizing the window resizes the model where the module can (`model_resize`): the stage
  // takes the window's width, less its 16 px margins, up to the page's own width, and
  // `size.width` follows, for the page's drawing.
  if (m.model_resize) {
    const widest = size.width;
    const fit = () => {
      const fitted = Math.max(120, Math.min(widest, document.documentElement.clientWidth - 32));
      if (fitted === size.width) return;
      size.width = fitted;
      stage.style.width = fitted + "px";
      m.model_resize(fitted, size.height, now());
      wake();
    };
    window.addEventListener("resize", fit);
    fit();
  }

  m.model_advance(now());
  draw(m, numbers);
  wake();  // a model may move from the start (springs, floating images)
  return { m, wake, now, numbers, animating: () => m.model_is_animating() === 1 };
}

/**
 * Makes a page's `play(options)`: it plays the page's subcommand in the play module — the
 * command's own run and JSON, compiled to WebAssembly — and returns what the subcommand prints
 * with `--json`, as an object. The module loads on the first call.
 * @param {object} spec What `carousel web` wrote: the entry point, the options in the order it
 *   reads them (camelCase names, kinds, defaults), the gestures and the module.
 * @returns {(options: object) => Promise<object>}
 */
function makePlay(spec) {
  let module;
  return async function play(options = {}) {
    const numbers = playInputs(spec, options);
    module ??= await instantiate(spec.module);
    // The buffer first: making room may grow the memory, which detaches an earlier view of it.
    const address = module.play_input(numbers.length);
    new Float64Array(module.memory.buffer, address, numbers.length).set(numbers);
    let length;
    try {
      length = module[spec.entry]();
    } catch (error) {
      module = undefined;  // a trapped module is not used again
      throw new Error(`play: the model stopped on a precondition (${error.message}); ` +
        "a value is out of its option's range (the subcommand's --help gives them)");
    }
    const bytes = new Uint8Array(module.memory.buffer, module.play_output(), length);
    return JSON.parse(new TextDecoder().decode(bytes));
  };
}

/**
 * The numbers a play entry point reads, from an options object; throws an error naming the
 * option for an unknown name or a value of the wrong kind.
 */
function playInputs(spec, options) {
  const fail = message => { throw new Error("play: " + message); };
  const known = new Map();
  for (const input of spec.inputs) {
    known.set(input.name, input);
    if (input.inverted) known.set(input.inverted, input);
  }
  for (const gesture of spec.gestures) {
    known.set(gesture.name, gesture);
    if (gesture.with) known.set(gesture.with, gesture);
  }
  known.set("fps", null).set("maxTime", null);
  for (const name of Object.keys(options)) {
    if (!known.has(name)) fail(`unknown option "${name}"; expected one of ${[...known.keys()].join(", ")}`);
  }
  const given = name => options[name] !== undefined && options[name] !== null;
  const number = (name, value) => {
    if (typeof value !== "number" || !Number.isFinite(value)) {
      fail(`${name} expects a finite number, got ${JSON.stringify(value)}`);
    }
    return value;
  };
  const whole = (name, value) => {
    if (!Number.isInteger(value) || value < 0) fail(`${name} expects a whole number, got ${JSON.stringify(value)}`);
    return value;
  };
  const flag = (name, value) => {
    if (typeof value !== "boolean") fail(`${name} expects true or false, got ${JSON.stringify(value)}`);
    return value;
  };
  // A part of a string: a number, never an empty text (which Number reads as 0).
  const part = text => text.trim() === "" ? NaN : Number(text);
  const pair = (name, value, separator) => {
    const parts = typeof value === "string" ? value.split(separator).map(part) : value;
    if (!Array.isArray(parts) || parts.length !== 2) {
      fail(`${name} expects two numbers, "A${separator}B" or [a, b], got ${JSON.stringify(value)}`);
    }
    return parts.map(part => number(name, part));
  };
  const choice = (name, value, choices) => {
    const index = choices.findIndex(c => typeof value === "string" && c.toLowerCase() === value.toLowerCase());
    if (index < 0) fail(`${name} expects one of ${choices.join(", ")}, got ${JSON.stringify(value)}`);
    return index;
  };

  const out = [];
  for (const input of spec.inputs) {
    const value = given(input.name) ? options[input.name] : input.default;
    switch (input.kind) {
      case "number": out.push(number(input.name, value)); break;
      case "whole": out.push(whole(input.name, value)); break;
      case "optional": out.push(value === null ? NaN : number(input.name, value)); break;
      case "flag": {
        const off = input.inverted && given(input.inverted) && flag(input.inverted, options[input.inverted]);
        if (off && given(input.name) && flag(input.name, options[input.name])) {
          fail(`${input.name} and ${input.inverted} cannot both be given`);
        }
        out.push(off ? 0 : flag(input.name, value) ? 1 : 0);
        break;
      }
      case "either": {
        const on = given(input.name) && flag(input.name, options[input.name]);
        const off = given(input.inverted) && flag(input.inverted, options[input.inverted]);
        if (on && off) fail(`${input.name} and ${input.inverted} cannot both be given`);
        out.push(on ? 1 : off ? 0 : NaN);
        break;
      }
      case "size": out.push(...pair(input.name, value, "x")); break;
      case "point": out.push(...pair(input.name, value, ",")); break;
      case "choice": out.push(choice(input.name, value, input.choices)); break;
      case "list": {
        const items = typeof value === "string" ? (value === "" ? [] : value.split(",").map(part)) : value;
        if (!Array.isArray(items)) fail(`${input.name} expects whole numbers, "I,J" or [i, j]`);
        out.push(items.length, ...items.map(item => whole(input.name, item)));
        break;
      }
      case "numbers": {
        const items = typeof value === "string" ? (value === "" ? [] : value.split(",").map(part)) : value;
        if (!Array.isArray(items)) fail(`${input.name} expects numbers, "A,B" or [a, b]`);
        out.push(items.length, ...items.map(item => number(input.name, item)));
        break;
      }
      case "pairs": {
        const entries = value === null ? [] : typeof value === "string"
          ? value.split(",").map(text => text.split("=")).map(([n, v]) => [n, part(v ?? "")])
          : Object.entries(value);
        out.push(entries.length);
        for (const [name, v] of entries) out.push(choice(input.name, name, input.choices), number(input.name, v));
        break;
      }
    }
  }
  const gestures = spec.gestures.filter(g => given(g.name) && (g.takesValue || flag(g.name, options[g.name])));
  if (gestures.length > 1) fail(`give one gesture at most, not ${gestures.map(g => g.name).join(" and ")}`);
  for (const g of spec.gestures) {
    if (g.with && given(g.with) && !given(g.name)) fail(`${g.with} goes with ${g.name}, which is not given`);
  }
  const gesture = gestures[0];
  if (!gesture) out.push(0, 0, 0);
  else {
    const value = options[gesture.name];
    const first = gesture.takesValue ? number(gesture.name, value) : 0;
    const second = gesture.with ? (given(gesture.with) ? number(gesture.with, options[gesture.with]) : gesture.withDefault) : 0;
    out.push(gesture.kind, first, second);
  }
  out.push(given("fps") ? number("fps", options.fps) : spec.fps,
    given("maxTime") ? number("maxTime", options.maxTime) : spec.maxTime);
  return out;
}
