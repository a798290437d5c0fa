import { describe, expect, it } from "vitest";
import { constraintsOf } from "~/lib/form-constraints";
import { MilestoneSchema } from "./milestones.schema";

describe("the milestone dialog's constraints", () => {
  it("gives the milestone dialog the server's limits", () => {
    const c = constraintsOf(MilestoneSchema);
    expect(c.name).toEqual({ required: true, minLength: 1, maxLength: 60 });
    expect(c.threshold).toMatchObject({ required: true, min: 1, max: 1000 });
    expect(c.bonusPoints).toMatchObject({ min: 0, max: 1000 });
    expect(c.active.required).toBe(false);
    expect(c.description).toEqual({ required: false, maxLength: 500 });
  });
});
