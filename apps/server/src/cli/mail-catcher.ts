import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';

const USAGE = 'usage: npm run -s mail-catcher -- [--port 2525]';

/**
 * `npm run -s mail-catcher`: a local SMTP server for development that prints every mail it gets
 * (headers and text, links included) to this terminal. Start the app with
 * `SMTP_URL=smtp://127.0.0.1:2525` to read verification and reset links without any of them
 * reaching the server's log. Listens on loopback only and keeps nothing.
 */
function main(): number {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '2525' } } });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(USAGE);
    return 2;
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        console.info(`${'-'.repeat(72)}\n${readable(Buffer.concat(chunks).toString('latin1'))}`);
        callback();
      });
    },
  });
  server.on('error', (error) => console.error(error.message));
  server.listen(port, '127.0.0.1', () => {
    console.info(`mail catcher on smtp://127.0.0.1:${port}: start the app with SMTP_URL=smtp://127.0.0.1:${port}`);
  });
  return 0;
}

/** A single-part mail with its body decoded (nodemailer sends non-ASCII text as quoted-printable or base64). */
function readable(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return Buffer.from(raw, 'latin1').toString('utf8');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'latin1');
  return `${Buffer.from(headers, 'latin1').toString('utf8')}\n\n${bytes.toString('utf8')}`;
}

const code = main();
if (code !== 0) process.exit(code);
