import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { getSession } from "./domain/accounts/session.server";
import { COOKIES } from "./lib/cookies";
import { NonceContext } from "./lib/nonce";
import { SessionViewContext, type SessionView } from "./lib/session-view";
import { startScriptsAfterFirstPaint } from "./lib/scripts-after-paint.server";

export const streamTimeout = 5_000;

/**
 * The session as the header shows it, verified: only when the member hint cookie says so (a
 * visitor costs nothing), and then by the session itself. A page rendered for a member is
 * never stored by a shared cache.
 */
async function sessionView(
  request: Request,
  context: Partial<RouterContextProvider> | undefined,
  headers: Headers,
): Promise<SessionView | undefined> {
  const hint = new RegExp(`(?:^|;\\s*)${COOKIES.memberHint.name}=(1|admin)(?:;|$)`).exec(
    request.headers.get("cookie") ?? "",
  );
  if (!hint || !context?.services) return undefined;
  if (!(await getSession(request, context.services))) return undefined;
  if (!/private|no-store/.test(headers.get("cache-control") ?? ""))
    headers.set("cache-control", "private, no-store");
  return { member: true, admin: hint[1] === "admin" };
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Prerendering at build time passes no context: no nonce, the server hashes the scripts.
  const context = loadContext as Partial<RouterContextProvider> | undefined;
  const nonce = context?.nonce;
  const session = await sessionView(request, context, responseHeaders);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and prerendering get the whole document at once; browsers get it streamed.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <SessionViewContext.Provider value={session}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SessionViewContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Never outline a finished Suspense boundary (React does so for large ones by default):
        // its HTML would stay hidden until a script reveals it, so never without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = startScriptsAfterFirstPaint();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (!shellRendered) return;
          // Prerendering at build time has no services: the build's console gets it.
          const log = (loadContext as Partial<RouterContextProvider> | undefined)?.services?.log;
          if (log) log.error({ err: error }, "render failed");
          else console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
