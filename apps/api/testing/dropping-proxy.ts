import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy in front of the app that cuts the connection once, in the middle of a request
 * body, after `cutAfter` body bytes have gone through it in all: a phone losing its network
 * mid-upload. It records every request it forwards (method, `Upload-Offset`) to show where each
 * upload request started.
 */
export async function droppingProxy(target: string, cutAfter: number) {
  const upstream = new URL(target);
  const seen: { method: string; offset: number | null; cut: boolean }[] = [];
  let forwarded = 0;
  let cut = false;
  const server = http.createServer((req, res) => {
    const offsetHeader = req.headers['upload-offset'];
    const entry = { method: req.method ?? '', offset: offsetHeader ? Number(offsetHeader) : null, cut: false };
    seen.push(entry);
    const out = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.on('data', (chunk: Buffer) => {
      if (!cut && forwarded + chunk.length >= cutAfter) {
        cut = true;
        entry.cut = true;
        // Both ends go, as when the radio link drops: the server sees its request end unfinished.
        out.write(chunk.subarray(0, cutAfter - forwarded));
        forwarded = cutAfter;
        req.socket.destroy();
        out.destroy();
        return;
      }
      forwarded += chunk.length;
      out.write(chunk);
    });
    req.on('end', () => out.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    wasCut: () => cut,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
