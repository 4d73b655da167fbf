import { ws } from 'msw';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import { MESSAGE_ACK, MESSAGE_SYNC, errorFrame, frame } from '@fit/events/phase-doc/protocol';
import { dropInsertions, readValues, setValues } from '@fit/events/phase-doc/doc';
import type { Refusal } from '@fit/events/phase-doc/client';

/**
 * The api's live phase documents for component tests, on msw's WebSocket interception: one
 * document per address, the sync exchange, and an acknowledgement for every stored update.
 * `refuse` plays the api's rules: an update it refuses is stored as nothing, as the api does
 * (the deletion of what it inserted goes to the page), and answered with ERROR.
 */
export function collabServer(seed: Record<string, string> = {}, refuse: (values: Record<string, string>) => Refusal | null = () => null) {
  const doc = new Y.Doc();
  setValues(doc, seed);
  const handler = ws.link(`ws://${window.location.host}/collab/*`).addEventListener('connection', ({ client }) => {
    let received = 0;
    const phase = Number(client.url.pathname.split('/').at(-1));
    client.addEventListener('message', async (event) => {
      const raw = event.data as ArrayBuffer | Uint8Array | Blob;
      const bytes = raw instanceof Blob ? new Uint8Array(await raw.arrayBuffer()) : new Uint8Array(raw as ArrayBuffer);
      const d = decoding.createDecoder(bytes);
      if (decoding.readVarUint(d) !== MESSAGE_SYNC) return;
      const step = decoding.readVarUint(d);
      if (step === syncProtocol.messageYjsSyncStep1) {
        const sv = decoding.readVarUint8Array(d);
        client.send(frame(MESSAGE_SYNC, (e) => syncProtocol.writeSyncStep2(e, doc, sv)));
        client.send(frame(MESSAGE_SYNC, (e) => syncProtocol.writeSyncStep1(e, doc)));
      } else {
        const update = decoding.readVarUint8Array(d);
        received += 1;
        const n = received;
        const trial = new Y.Doc();
        Y.applyUpdate(trial, Y.encodeStateAsUpdate(doc));
        Y.applyUpdate(trial, update);
        const refusal = refuse(readValues(trial));
        const dropped = refusal && dropInsertions(doc, update, phase);
        if (!refusal || !dropped) {
          Y.applyUpdate(doc, update);
          client.send(frame(MESSAGE_ACK, (e) => encoding.writeVarUint(e, n)));
          return;
        }
        Y.applyUpdate(doc, dropped.update);
        client.send(frame(MESSAGE_SYNC, (e) => syncProtocol.writeUpdate(e, dropped.update)));
        client.send(errorFrame(400, refusal.message, n, refusal.field));
      }
    });
  });
  return { handler, values: () => readValues(doc) };
}
