/** Stands in for components/preview-banner.tsx in builds without the emulators (next.config.ts). */
export const PreviewBanner = () => null;
