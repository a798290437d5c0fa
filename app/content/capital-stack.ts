// Capital Stack explainer (docs/product.md#capital-stack).
export type CapitalStage = { title: string; who: string; note?: string };
export type Pathway = {
  id: "high-growth" | "go-for-profit";
  label: string;
  summary: string;
  stages: CapitalStage[];
};

export const capitalStackMeta = {
  sectionId: "capital-stack",
  ctaLabel: "Create Account",
  ctaTarget: "/waitlist",
} as const;

export const pathways: Pathway[] = [
  {
    id: "high-growth",
    label: "High Growth Pathway",
    summary: "For ventures built to scale fast with venture capital.",
    stages: [
      { title: "Staking Round", who: "Community stakers fund an educational grant" },
      { title: "Seed", who: "Angels, accelerators, stakers" },
      { title: "Series A, Series B and later", who: "Venture funds, stakers" },
      {
        title: "Exit: IPO or acquisition",
        who: "Everyone who backed the journey",
        note: "25–1000× potential",
      },
    ],
  },
  {
    id: "go-for-profit",
    label: "Go-for-Profit Pathway",
    summary: "For ventures built to grow steadily and share profits.",
    stages: [
      { title: "Staking Round", who: "Community stakers fund an educational grant" },
      { title: "Seed", who: "Stakers" },
      { title: "Growth Round", who: "Stakers and banks" },
      {
        title: "Exit: distribution or acquisition",
        who: "Everyone who backed the journey",
        note: "5–100× potential",
      },
    ],
  },
];
