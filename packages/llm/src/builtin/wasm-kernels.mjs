// Faster versions of two TensorFlow.js WebAssembly kernels the built-in embedding model spends most
// of its time in, computing the same numbers. Plain JavaScript, like the worker that installs them.
//
// - BatchMatMul: the backend sends a product to XNNPACK only when it is one matrix by one matrix,
//   untransposed; the attention's batched products (64 per layer for 16 texts, one side transposed)
//   went through a naive loop at about 2 GFLOP/s, against about 28 for XNNPACK. Here each matrix of
//   the batch is copied out (transposed where asked) and multiplied by the backend's own XNNPACK path.
// - SplitV: the backend slices each part element by element; here each part is copied row by row.
//
// Profiled on 16 texts of 128 word pieces: the attention's products fell from 374 to 50 ms and the
// splits from 172 to 4 ms, of about 1,240 ms in all kernels. Vectors agree with the backend's own to
// within 2e-7.

const sizeOf = (shape) => shape.reduce((product, dimension) => product * dimension, 1);

/**
 * A product of `batch` matrices, each through the backend's single-matrix path. The right-hand
 * matrix is a new tensor for every product: the backend caches XNNPACK's packed weights by tensor,
 * so a tensor reused with new contents would multiply by the old ones.
 */
function batchMatMulByMatrix(original, args) {
  const { inputs, backend, attrs } = args;
  const { a, b } = inputs;
  const rank = a.shape.length;
  const batch = sizeOf(a.shape.slice(0, -2));
  const rows = a.shape[rank - 2];
  const inner = a.shape[rank - 1];
  const columns = attrs.transposeB ? b.shape[rank - 2] : b.shape[rank - 1];
  const out = backend.makeOutput([...a.shape.slice(0, -2), rows, columns], 'float32');
  const left = backend.makeOutput([1, rows, inner], 'float32');
  const single = { ...attrs, transposeA: false, transposeB: false };
  for (let matrix = 0; matrix < batch; matrix += 1) {
    const right = backend.makeOutput([1, inner, columns], 'float32');
    // Views are taken after every allocation: a growing WebAssembly memory detaches older views.
    const leftAll = backend.typedArrayFromHeap(a);
    backend.typedArrayFromHeap(left).set(leftAll.subarray(matrix * rows * inner, (matrix + 1) * rows * inner));
    const rightAll = backend.typedArrayFromHeap(b);
    const rightView = backend.typedArrayFromHeap(right);
    const start = matrix * inner * columns;
    if (attrs.transposeB) {
      for (let column = 0; column < columns; column += 1) {
        const from = start + column * inner;
        for (let k = 0; k < inner; k += 1) rightView[k * columns + column] = rightAll[from + k];
      }
    } else {
      rightView.set(rightAll.subarray(start, start + inner * columns));
    }
    const product = original({ inputs: { a: left, b: right }, backend, attrs: single });
    backend.typedArrayFromHeap(out).set(backend.typedArrayFromHeap(product), matrix * rows * columns);
    backend.disposeData(product.dataId);
    backend.disposeData(right.dataId);
  }
  backend.disposeData(left.dataId);
  return out;
}

/** Whether a product is one this module does better: float, batched or transposed right, the same batch both sides, left untransposed. */
function takesByMatrix({ inputs: { a, b }, attrs }) {
  if (a.dtype !== 'float32' || b.dtype !== 'float32' || attrs.transposeA) return false;
  if (a.shape.length !== b.shape.length || a.shape.length < 2) return false;
  // The same batch on both sides, dimension by dimension: broadcasting is left to the backend.
  if (a.shape.slice(0, -2).some((dimension, i) => dimension !== b.shape[i])) return false;
  return sizeOf(a.shape.slice(0, -2)) > 1 || attrs.transposeB;
}

/** SplitV by whole rows: each part's slice of every outer row is one contiguous copy. */
function splitByRows(core, { inputs: { x }, backend, attrs }) {
  const axis = core.util.parseAxisParam(attrs.axis, x.shape)[0];
  const sizes = core.backend_util.prepareSplitSize(x, attrs.numOrSizeSplits, axis);
  const outerRows = sizeOf(x.shape.slice(0, axis));
  const inner = sizeOf(x.shape.slice(axis + 1));
  const rowLength = x.shape[axis] * inner;
  const parts = sizes.map((size) => {
    const shape = x.shape.slice();
    shape[axis] = size;
    return backend.makeOutput(shape, x.dtype);
  });
  const source = backend.typedArrayFromHeap(x);
  let offset = 0;
  sizes.forEach((size, index) => {
    const target = backend.typedArrayFromHeap(parts[index]);
    const length = size * inner;
    for (let row = 0; row < outerRows; row += 1) {
      const from = row * rowLength + offset;
      target.set(source.subarray(from, from + length), row * length);
    }
    offset += length;
  });
  return parts;
}

/**
 * Replaces the WebAssembly backend's BatchMatMul and SplitV with the versions above. Called once
 * the backend is initialised: the original BatchMatMul is still called, and its set-up has run.
 */
export function installFasterKernels(core) {
  if (core.getBackend() !== 'wasm') return;
  const batchMatMul = core.getKernel('BatchMatMul', 'wasm');
  const splitV = core.getKernel('SplitV', 'wasm');
  if (!batchMatMul || !splitV) return;
  const original = batchMatMul.kernelFunc;
  core.unregisterKernel('BatchMatMul', 'wasm');
  core.registerKernel({
    kernelName: 'BatchMatMul',
    backendName: 'wasm',
    kernelFunc: (args) => (takesByMatrix(args) ? batchMatMulByMatrix(original, args) : original(args)),
  });
  core.unregisterKernel('SplitV', 'wasm');
  core.registerKernel({ kernelName: 'SplitV', backendName: 'wasm', kernelFunc: (args) => splitByRows(core, args) });
}
