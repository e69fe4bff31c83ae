import {
  Award, BatteryCharging, Bot, Brain, ChartColumn, Check, ClipboardList, Clock, Cloud, Code, Cpu, CreditCard, Database,
  FileText, Fingerprint, Gauge, Globe, Handshake, HardDrive, Headset, Layers, LayoutTemplate, Lightbulb, Link, Lock,
  Mail, Megaphone, MessageSquare, Mic, Monitor, MousePointerClick, Network, Newspaper, Palette, PenTool, Presentation,
  Puzzle, RefreshCw, Rocket, Search, Server, Settings, Share2, Sheet, Shield, ShoppingCart, Smartphone, Sparkles,
  Target, TrendingUp, Users, Video, Calendar, Wallet, Wrench, Zap, type IconNode,
} from "lucide";
import { SvgIcon } from "./SvgIcon.tsx";
import type { Icon as IconName } from "../generated/page.ts";

/** Icon names that page JSON may use (the schema's enum), each mapped to its drawing. */
export const icons: Record<IconName, IconNode> = {
  brain: Brain, cloud: Cloud, shield: Shield, code: Code, palette: Palette, megaphone: Megaphone,
  smartphone: Smartphone, mail: Mail, server: Server, chart: ChartColumn, search: Search, users: Users,
  settings: Settings, lock: Lock, zap: Zap, refresh: RefreshCw, layers: Layers, target: Target, rocket: Rocket,
  check: Check, headset: Headset, globe: Globe, database: Database, bot: Bot, wallet: Wallet,
  clipboard: ClipboardList, lightbulb: Lightbulb, "trending-up": TrendingUp, "pen-tool": PenTool, wrench: Wrench,
  "file-text": FileText, sheet: Sheet, presentation: Presentation, newspaper: Newspaper, "message-square": MessageSquare,
  video: Video, calendar: Calendar, "hard-drive": HardDrive, monitor: Monitor, "shopping-cart": ShoppingCart, mic: Mic,
  link: Link, battery: BatteryCharging, sparkles: Sparkles, award: Award, clock: Clock, layout: LayoutTemplate,
  gauge: Gauge, handshake: Handshake, puzzle: Puzzle, fingerprint: Fingerprint, "credit-card": CreditCard,
  share: Share2, cpu: Cpu, network: Network, "mouse-pointer": MousePointerClick,
};

/** A decorative icon: the text beside it carries the meaning, so screen readers skip it. */
export function Icon({ name, size = 28, color }: { name: IconName; size?: number; color?: string }) {
  return <SvgIcon icon={icons[name]} size={size} color={color} />;
}
