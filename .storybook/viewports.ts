/** The two widths designers review: a phone below the 768px breakpoint, and a desktop. */
export const viewports = {
  phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop: {
    name: 'Desktop (1280)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;

export function viewportSize(name: unknown): { width: number; height: number } {
  const viewport = name === 'phone' ? viewports.phone : viewports.desktop;
  return {
    width: parseInt(viewport.styles.width, 10),
    height: parseInt(viewport.styles.height, 10),
  };
}
