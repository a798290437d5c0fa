import { createStaticHandler, data } from "react-router";
import { describe, expect, it } from "vitest";
import { describeRouteError } from "./route-error";

/** The error React Router hands the boundary when `loader` throws, as it does on a request. */
async function thrownBy(loader: () => never) {
  const handler = createStaticHandler([{ id: "page", path: "/", loader }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("expected a render, got a response");
  return context.errors?.page;
}

describe("describeRouteError (the root error boundary's reading of an error)", () => {
  it("gives a thrown response its status's own text, whatever React Router filled in", async () => {
    const forbidden = await thrownBy(() => {
      throw data({ error: "Access Denied" }, { status: 403 });
    });
    expect(describeRouteError(forbidden)).toEqual({
      kind: "status",
      status: 403,
      statusText: "Forbidden",
      message: "Access Denied",
    });
    const limited = await thrownBy(() => {
      throw data(null, { status: 429 });
    });
    expect(describeRouteError(limited)).toMatchObject({ statusText: "Too Many Requests" });
  });

  it("keeps the 404 screen for every not-found, with or without a status text", async () => {
    const missing = await thrownBy(() => {
      throw data(null, { status: 404 });
    });
    expect(describeRouteError(missing)).toEqual({ kind: "not-found" });
  });

  it("shows the crash screen only for a real exception", async () => {
    const crash = await thrownBy(() => {
      throw new Error("boom");
    });
    expect(describeRouteError(crash)).toMatchObject({ kind: "unexpected", message: "boom" });
    expect(describeRouteError("odd")).toMatchObject({
      kind: "unexpected",
      message: "Unknown error",
    });
  });
});
