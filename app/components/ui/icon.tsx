import {
  BarChart3,
  Box,
  Brain,
  Cog,
  Compass,
  Droplet,
  FlaskConical,
  Globe,
  Handshake,
  Layers,
  Leaf,
  Lightbulb,
  Map,
  Package,
  Rocket,
  Shield,
  Sparkles,
  Target,
  Users,
  Wheat,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "#app/content/types";

/**
 * The SVG for each icon name content files may choose. Static pages render it
 * into their HTML and ship no JavaScript for it, so the whole set costs nothing.
 */
const icons: Record<IconName, LucideIcon> = {
  compass: Compass,
  rocket: Rocket,
  layers: Layers,
  target: Target,
  chart: BarChart3,
  users: Users,
  lightbulb: Lightbulb,
  shield: Shield,
  cog: Cog,
  package: Package,
  sparkles: Sparkles,
  map: Map,
  flask: FlaskConical,
  droplet: Droplet,
  grain: Wheat,
  box: Box,
  globe: Globe,
  brain: Brain,
  handshake: Handshake,
  leaf: Leaf,
};

/** A decorative icon chosen in the content; the text beside it says what it means. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Svg = icons[name];
  return <Svg aria-hidden="true" focusable="false" className={className} />;
}
