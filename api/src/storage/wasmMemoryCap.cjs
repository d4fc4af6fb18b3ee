// Loaded by the HEIC decoder thread before libheif. libheif's WebAssembly build may grow its memory
// to 2 GB, and a worker's resourceLimits only bound the JavaScript heap, not WebAssembly memory (a
// worker limited to 64 MB still grew a WebAssembly.Memory to 1 GB). Emscripten grows its heap from
// JavaScript (Memory.prototype.grow), so growth itself is refused past the cap: libheif's malloc then
// returns nothing and the decode ends with an error instead of eating the server's memory. The patch lives in the worker's own realm; the API's thread is untouched.
'use strict';

const PAGE_BYTES = 65_536;

/** @param {number} maxBytes the most WebAssembly memory any module in this thread may hold */
function capWasmMemory(maxBytes) {
  const grow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = function growWithinCap(pages) {
    if (this.buffer.byteLength + pages * PAGE_BYTES > maxBytes) {
      throw new RangeError(`WebAssembly memory may not grow past ${maxBytes} bytes in this thread`);
    }
    return grow.call(this, pages);
  };
}

module.exports = { capWasmMemory };
