/** URLs of the page scripts, from the build (scripts/build/vite-page-scripts.ts). */
declare module "virtual:page-scripts" {
  const scripts: Record<"shell" | "contactForm", { src: string }>;
  export default scripts;
}
