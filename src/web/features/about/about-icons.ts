import {
  Award,
  Clock,
  Compass,
  Eye,
  Flag,
  Globe,
  Handshake,
  HeartHandshake,
  Info,
  KeyRound,
  Landmark,
  Leaf,
  Lightbulb,
  Mic,
  Network,
  Target,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { AboutIcon } from '@content/about/overview';
import type { ValueIcon } from '@content/about/mission-values';
import type { BenefitIcon } from '@content/about/premium-partners';

/** Content names its icons; this is the one place that turns a name into a drawing. */
export type AboutIconName = AboutIcon | ValueIcon | BenefitIcon;

export const aboutIcons: Record<AboutIconName, LucideIcon> = {
  globe: Globe,
  handshake: Handshake,
  building: Landmark,
  info: Info,
  lightbulb: Lightbulb,
  network: Network,
  compass: Compass,
  clock: Clock,
  users: Users,
  award: Award,
  flag: Flag,
  zap: Zap,
  heart: HeartHandshake,
  leaf: Leaf,
  eye: Eye,
  key: KeyRound,
  target: Target,
  mic: Mic,
};
