import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { MSG } from '@portal/contract/messages';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart } from '../testing/helpers';

/**
 * Bodies over a limit, sent by a real HTTP client over a real socket (app.inject cannot show a
 * reset connection): the client, which keeps sending, must receive the 413 and its words.
 */

const t = await createTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address() as AddressInfo;
const admin = await t.admin();
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

type Answer = { status: number; body: { message?: string; errors?: Record<string, string> } } | { error: string };

/** Sends `body` in 64 KB chunks (as a browser does), honouring back-pressure; never throws. */
function send(path: string, body: Buffer, headers: Record<string, string>, via?: http.Agent): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: via ?? false,
        headers: { ...headers, 'content-length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }),
        );
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 65_536);
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/**
 * What a browser does: send the whole request, and only then read the answer. A server that
 * closed the connection on a request it had not read resets it, and the client hears nothing.
 */
function sendThenRead(path: string, body: Buffer, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    socket.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    const head = Object.entries({ ...headers, host: `127.0.0.1:${port}`, 'content-length': String(body.length) })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
    socket.write(body, (err) => {
      if (err) return;
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => {
        chunks.push(c);
        const text = Buffer.concat(chunks).toString();
        const split = text.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? -1);
        if (split < 0 || text.length - split - 4 < length) return;
        socket.destroy();
        resolve({ status: Number(text.slice(9, 12)), body: JSON.parse(text.slice(split + 4, split + 4 + length)) });
      });
      socket.resume();
    });
  });
}

const bigJson = Buffer.from(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(5 * 1024 * 1024) }));

describe('a body over the limit', () => {
  it('reaches ten clients at once as a 413 with its words, not as a reset connection', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendThenRead('/api/login', bigJson, { 'content-type': 'application/json' })),
    );
    for (const answer of answers) {
      expect(answer).toEqual({ status: 413, body: { message: MSG.requestTooLarge.replace('{size}', '1 MB') } });
    }
  });

  it('keeps the connection open for the next request', async () => {
    let connections = 0;
    const count = () => {
      connections += 1;
    };
    t.app.server.on('connection', count);
    const first = await send('/api/login', bigJson, { 'content-type': 'application/json' }, agent);
    expect(first).toMatchObject({ status: 413 });
    const login = Buffer.from(JSON.stringify({ email: 'nobody@example.com', password: 'Wrong@2025' }));
    const next = await send('/api/login', login, { 'content-type': 'application/json' }, agent);
    t.app.server.off('connection', count);
    expect(next).toMatchObject({ status: 401 });
    expect(connections).toBe(1);
  });

  it('says a file is too large, with the limit, next to the field', async () => {
    const noise = await sharp({
      create: {
        width: 1800,
        height: 1800,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
    const form = multipart({}, { name: 'big.png', content: noise, type: 'image/png', field: 'upload' });
    const answer = await sendThenRead('/api/image-upload', form.payload, {
      ...admin,
      'content-type': form['content-type'],
    });
    const message = 'The file is too large: the limit is 5 MB.';
    expect(answer).toEqual({ status: 413, body: { message, errors: { upload: message } } });
  });

  it('says "one file at a time", not "too large", when two files go to a single-file upload', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const form = multipart({}, [
      { name: 'a.png', content: png, type: 'image/png' },
      { name: 'b.png', content: png, type: 'image/png' },
    ]);
    const answer = await send('/api/user?type=image', form.payload, { ...admin, 'content-type': form['content-type'] });
    expect(answer).toEqual({ status: 413, body: { message: MSG.oneFileOnly, errors: { files: MSG.oneFileOnly } } });
  });
});
