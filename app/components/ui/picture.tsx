import type { ImageAsset } from "#app/content/images";

/** A self-hosted image with its size reserved; modern formats first when the asset lists them. */
export function Picture({
  image,
  alt,
  className = "",
  priority = false,
}: {
  image: ImageAsset;
  alt: string;
  className?: string;
  /** Above the fold: load at once and with high priority instead of lazily. */
  priority?: boolean;
}) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} srcSet={source.srcSet} type={source.type} />
      ))}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
