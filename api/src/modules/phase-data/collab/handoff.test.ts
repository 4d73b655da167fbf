import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stopReading } from './handoff.js';

/**
 * A process that passes a socket on (a worker, the primary) keeps its own descriptor of it until
 * the receiver has taken it. The receiver here is held busy until the test lets it go, so the
 * page's first message arrives while the sender still holds the socket.
 */
const RECEIVER = `
const { existsSync } = require('node:fs');
process.on('message', (m, socket) => {
  if (m === 'hold') { while (!existsSync(process.env.GO)) {} return; }
  let got = '';
  socket.on('data', (d) => { got += d; if (got.endsWith('\\n')) process.send(got); });
});
process.send('ready');
`;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

describe('handing a socket to another process', () => {
  it('loses nothing the page sends while the sender still holds the socket, once the sender stops reading it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fit-handoff-'));
    const go = join(dir, 'go');
    const receiver = spawn(process.execPath, ['-e', RECEIVER], { env: { ...process.env, GO: go }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    cleanups.push(
      () => receiver.kill(),
      () => rmSync(dir, { recursive: true, force: true }),
    );
    await once(receiver, 'message');
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    cleanups.push(() => server.close());
    const page = connect((server.address() as { port: number }).port, '127.0.0.1');
    cleanups.push(() => page.destroy());
    const [socket] = (await once(server, 'connection')) as [Socket];

    receiver.send('hold');
    stopReading(socket);
    receiver.send('socket', socket);
    page.write('the first message\n');
    // Two turns of this process's loop: a descriptor still reading here would take the bytes now.
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    writeFileSync(go, '');
    // Lost, it never comes: the page would wait for ever for the answer to its first message.
    const got = await once(receiver, 'message', { signal: AbortSignal.timeout(10_000) }).then(
      ([m]) => m as string,
      () => 'nothing within 10 s',
    );
    expect(got).toBe('the first message\n');
  });
});
