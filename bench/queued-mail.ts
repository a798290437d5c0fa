// The mail set-up the benches hand to domain functions that queue e-mail (addFounder): an
// outbox whose worker never starts, so the e-mails stay queued and nothing is sent.
import type { ArenaMailDeps } from "../app/domain/arenas/arena-mail.server.ts";
import { createOutbox } from "../app/domain/mail/outbox.server.ts";

export function queuedMail(db: ArenaMailDeps["db"]): ArenaMailDeps {
  return {
    db,
    outbox: createOutbox({
      db,
      mailer: { from: "bench@bench.test", send: async () => undefined },
      log: { warn() {}, error() {} },
    }),
    publicUrl: "http://127.0.0.1",
  };
}
