// A stand-in extraction worker for the pool's tests: a `read` request's bytes are a command.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', async (request) => {
  const [command, argument] = new TextDecoder().decode(request.bytes).split(':');
  switch (command) {
    case 'echo':
      return parentPort.postMessage({ type: 'result', value: argument });
    case 'pages':
      for (let page = 1; page <= Number(argument); page += 1)
        parentPort.postMessage({ type: 'page', done: page, total: Number(argument) });
      return parentPort.postMessage({ type: 'result', value: 'read' });
    case 'sleep':
      await new Promise((resolve) => setTimeout(resolve, Number(argument)));
      return parentPort.postMessage({ type: 'result', value: 'slept' });
    case 'refuse':
      return parentPort.postMessage({
        type: 'error',
        name: 'DocumentReadError',
        message: 'encrypted',
        reason: argument,
      });
    case 'exit':
      return process.exit(Number(argument));
    case 'throw':
      setTimeout(() => {
        throw new Error('bug in a reader');
      });
      return;
    case 'hog': {
      const kept = [];
      for (;;) kept.push(new Array(100_000).fill(kept.length));
    }
    default:
      // Anything else (a real document's bytes): the worker dies, as a crashing reader would.
      return process.exit(70);
  }
});
