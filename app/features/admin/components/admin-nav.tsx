import { useLocation, useNavigate, useNavigation } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { ADMIN_SECTIONS, sectionOf } from "../sections";

/**
 * The section navigation: a tab list whose tabs are addresses (ADR 185). Arrow keys move
 * between tabs and Enter or Space opens one (manual activation: an arrow key does not load
 * a section); the open section shows in its panel. The tab follows a pending navigation, so
 * it answers at once.
 */
export function AdminSectionTabs({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const pending = useNavigation().location;
  const navigate = useNavigate();
  const current = sectionOf((pending ?? location).pathname);
  return (
    <Tabs
      value={current.key}
      activationMode="manual"
      onValueChange={(key) => {
        const section = ADMIN_SECTIONS.find((s) => s.key === key);
        if (section) void navigate(section.path, { preventScrollReset: true });
      }}
    >
      <TabsList className="h-auto flex-wrap justify-start">
        {ADMIN_SECTIONS.map((s) => (
          <TabsTrigger key={s.key} value={s.key}>
            {s.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {ADMIN_SECTIONS.map((s) => (
        <TabsContent key={s.key} value={s.key}>
          {s.key === current.key ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
