import { ws } from 'msw';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import { MESSAGE_ACK, MESSAGE_SYNC, frame } from '@fit/events/phase-doc/protocol';
import { readValues, setValues } from '@fit/events/phase-doc/doc';

/**
 * The api's live phase documents for component tests, on msw's WebSocket interception: one
 * document per address, the sync exchange, and an acknowledgement for every stored update.
 */
export function collabServer(seed: Record<string, string> = {}) {
  const doc = new Y.Doc();
  setValues(doc, seed);
  const handler = ws.link(`ws://${window.location.host}/collab/*`).addEventListener('connection', ({ client }) => {
    let received = 0;
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
        Y.applyUpdate(doc, decoding.readVarUint8Array(d));
        received += 1;
        const n = received;
        client.send(frame(MESSAGE_ACK, (e) => encoding.writeVarUint(e, n)));
      }
    });
  });
  return { handler, values: () => readValues(doc) };
}
