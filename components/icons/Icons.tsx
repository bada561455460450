/** Inline line icons (24px grid, currentColor). Decorative: the control around them carries the name. */
import type { SVGProps } from 'react';

const base: SVGProps<SVGSVGElement> = {
  viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6,
  strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false, width: 22, height: 22,
};

export const SearchIcon = () => (
  <svg {...base}><circle cx="11" cy="11" r="6.5" /><path d="m16 16 4.5 4.5" /></svg>
);
export const AccountIcon = () => (
  <svg {...base}><circle cx="12" cy="8.5" r="3.8" /><path d="M4.5 20c1.3-3.6 4-5.3 7.5-5.3s6.2 1.7 7.5 5.3" /></svg>
);
export const BagIcon = () => (
  <svg {...base}><path d="M5 8h14l-1 12H6L5 8Z" /><path d="M9 8V6.5a3 3 0 0 1 6 0V8" /></svg>
);
export const MenuIcon = () => (
  <svg {...base}><path d="M4 7h16M4 12h16M4 17h16" /></svg>
);
export const GlobeIcon = () => (
  <svg {...base} width={16} height={16}><circle cx="12" cy="12" r="8.5" /><path d="M3.5 12h17M12 3.5c2.5 2.6 2.5 14.4 0 17M12 3.5c-2.5 2.6-2.5 14.4 0 17" /></svg>
);
/** Small status icons for form messages and the password checklist (16px). */
export const AlertIcon = () => (
  <svg {...base} width={16} height={16}><circle cx="12" cy="12" r="9" /><path d="M12 7.5v5.5M12 16.5v.01" /></svg>
);
export const CheckIcon = () => (
  <svg {...base} width={16} height={16}><path d="m5 12.5 4.5 4.5L19 7.5" /></svg>
);
export const CrossIcon = () => (
  <svg {...base} width={16} height={16}><path d="M7 7l10 10M17 7 7 17" /></svg>
);
export const CloseIcon = () => (
  <svg {...base} width={20} height={20}><path d="M6 6l12 12M18 6 6 18" /></svg>
);
/** Notification types: a shape per type, so the type never rests on colour alone. */
export const SuccessIcon = () => (
  <svg {...base} width={20} height={20}><circle cx="12" cy="12" r="8.5" /><path d="m8.2 12.3 2.6 2.6 5-5.4" /></svg>
);
export const WarningIcon = () => (
  <svg {...base} width={20} height={20}><path d="M12 4 2.8 19.5h18.4L12 4Z" /><path d="M12 10v4.2M12 17v.01" /></svg>
);
export const ErrorIcon = () => (
  <svg {...base} width={20} height={20}><path d="M8.5 3.5h7l5 5v7l-5 5h-7l-5-5v-7l5-5Z" /><path d="M12 8v5M12 16v.01" /></svg>
);
export const InfoIcon = () => (
  <svg {...base} width={20} height={20}><circle cx="12" cy="12" r="8.5" /><path d="M12 11v5.5M12 7.8v.01" /></svg>
);
