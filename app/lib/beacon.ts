// One way to send a measurement to the server (the hero test's events, the quiz funnels):
// a beacon survives the navigation a click starts; fetch keepalive is the fallback. The
// caller checks consent first (browserMayMeasure, ADR 010).
export function sendBeacon(endpoint: string, payload: unknown) {
  const body = JSON.stringify(payload);
  const queued =
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(endpoint, new Blob([body], { type: "application/json" }));
  if (queued) return;
  fetch(endpoint, {
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => {});
}
