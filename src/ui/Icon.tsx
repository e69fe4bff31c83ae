import {
  Bot, Brain, ChartColumn, Check, ClipboardList, Cloud, Code, Database, Globe, Headset, Layers, Lightbulb, Lock,
  Mail, Megaphone, Palette, PenTool, RefreshCw, Rocket, Search, Server, Settings, Shield, Smartphone, Target,
  TrendingUp, Users, Wallet, Wrench, Zap, type LucideIcon,
} from "lucide-react";
import type { Icon as IconName } from "../generated/page.ts";

/** Icon names that page JSON may use (the schema's enum), each mapped to its drawing. */
export const icons: Record<IconName, LucideIcon> = {
  brain: Brain, cloud: Cloud, shield: Shield, code: Code, palette: Palette, megaphone: Megaphone,
  smartphone: Smartphone, mail: Mail, server: Server, chart: ChartColumn, search: Search, users: Users,
  settings: Settings, lock: Lock, zap: Zap, refresh: RefreshCw, layers: Layers, target: Target, rocket: Rocket,
  check: Check, headset: Headset, globe: Globe, database: Database, bot: Bot, wallet: Wallet,
  clipboard: ClipboardList, lightbulb: Lightbulb, "trending-up": TrendingUp, "pen-tool": PenTool, wrench: Wrench,
};

/** A decorative icon: the text beside it carries the meaning, so screen readers skip it. */
export function Icon({ name, size = 28, color }: { name: IconName; size?: number; color?: string }) {
  const Drawing = icons[name];
  return <Drawing size={size} color={color} aria-hidden="true" focusable="false" />;
}
