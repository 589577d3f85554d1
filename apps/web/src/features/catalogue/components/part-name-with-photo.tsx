import { ProductPhoto } from '@/components/ui/product-photo';

/** A part's small photo and its name, as the back office's tables start each row. */
export function PartNameWithPhoto({ img, name }: { img: string; name: string }) {
  return (
    <div className="flex items-center gap-3">
      <ProductPhoto
        img={img}
        sizes="48px"
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        className="bg-base-200 size-12 shrink-0 rounded-lg object-cover"
      />
      {name}
    </div>
  );
}
