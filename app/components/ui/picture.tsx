import type { ImageAsset } from "#app/content/types";

/**
 * Every image of the site (app/content/images.ts): AVIF and WebP first, the
 * fallback last, each in every width so the browser picks by `sizes`; the
 * intrinsic size reserves the space, and a tiny blurred copy fills it until
 * the image has loaded. Plain HTML, no script.
 */
export function Picture({
  image,
  alt,
  sizes = "100vw",
  className = "",
  priority = false,
}: {
  image: ImageAsset;
  alt: string;
  /** How wide the image is shown, as the `sizes` attribute, e.g. "(min-width: 768px) 40vw, 100vw". */
  sizes?: string;
  className?: string;
  /** Above the fold: load at once and with high priority instead of lazily. */
  priority?: boolean;
}) {
  const placeholder = image.placeholder && {
    backgroundImage: `url(${image.placeholder})`,
    backgroundSize: "cover",
  };
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} srcSet={source.srcSet} sizes={sizes} type={source.type} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet && sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={className}
        style={placeholder || undefined}
      />
    </picture>
  );
}
