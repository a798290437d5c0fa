import {
  BookOpen,
  Building2,
  Coins,
  Eye,
  GraduationCap,
  Handshake,
  Heart,
  Lightbulb,
  Map,
  Megaphone,
  MessagesSquare,
  Network,
  Rocket,
  Search,
  ShieldCheck,
  Sparkles,
  Sprout,
  Target,
  TrendingUp,
  Trophy,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/marketing-types";
import { cn } from "~/lib/cn";

const icons: Record<IconName, LucideIcon> = {
  users: Users,
  "graduation-cap": GraduationCap,
  sparkles: Sparkles,
  coins: Coins,
  eye: Eye,
  "trending-up": TrendingUp,
  handshake: Handshake,
  heart: Heart,
  search: Search,
  rocket: Rocket,
  sprout: Sprout,
  "shield-check": ShieldCheck,
  zap: Zap,
  "messages-square": MessagesSquare,
  "book-open": BookOpen,
  network: Network,
  trophy: Trophy,
  target: Target,
  lightbulb: Lightbulb,
  building: Building2,
  megaphone: Megaphone,
  map: Map,
};

/** A decorative icon from the marketing copy's icon name (the text next to it carries the meaning). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}

/** The icon on a tinted square, at the head of a card. */
export function IconBadge({ name, className }: { name: IconName; className?: string }) {
  return (
    <span
      className={cn(
        "flex size-12 items-center justify-center rounded-lg bg-secondary text-primary",
        className,
      )}
    >
      <Icon name={name} className="size-6" />
    </span>
  );
}
