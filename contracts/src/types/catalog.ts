/** Catalogue categories, in the order of the collection tabs (spec sections 2 and 9). */
export type Category = 'dresses' | 'tops' | 'pants' | 'blouses' | 'pullovers' | 'shorts';

/** A category tab value: one category, or 'shopAll', which the API receives as "no category". */
export type CategoryFilter = Category | 'shopAll';

export type Size = 's' | 'm' | 'l' | '1x' | '2x' | '3x';

export type Color = 'blue' | 'black' | 'red' | 'white' | 'beige' | 'green' | 'orange' | 'gray' | 'purple' | 'brown';

export type Fabric = 'cotton' | 'linen' | 'silk' | 'lace' | 'chiffon' | 'denim';

/**
 * Sort keys exactly as the API receives them. Note the inherited naming: '+price' sorts high to low
 * and '-price' low to high (see SORT_OPTIONS for the labels).
 */
export type SortKey = '+price' | '-price' | 'bestSeller';

/** Stock of one size of one colour variant. */
export interface SizeStock {
  size: Size;
  quantity: number;
}

/** One colour of a product, with its own images and per-size stock. */
export interface ProductVariant {
  color: Color;
  /**
   * Absolute image paths served by the API: the colour's photos (`/api/photos/<hash>-<width>.jpg`, the JPEG at
   * the photo's widest served width, so a `<picture>` can offer the whole ladder) or, for a colour with none, the
   * generated drawings (`/api/images/products/<id>/<color>/<view>.svg`).
   */
  image: string[];
  /**
   * The photos' tiny placeholders (16 px WebP `data:` URLs), index by index with `image`: shown under a photo
   * until it arrives. Only in a product's own answer (GET /products?id=, the gallery shows every image); absent
   * for drawings and in lists (a card shows one image: `Product.placeholder`).
   */
  placeholders?: string[];
  /**
   * The photos' alt texts as the staff wrote them (the back office requires one per photo), index by index with
   * `image`: what each photo shows, for shoppers who cannot see it. Only in a product's own answer, like
   * `placeholders`; absent for drawings (their alt is made of the product's name and colour).
   */
  alts?: string[];
  sizes: SizeStock[];
}

export interface Product {
  /** Six-digit id, see PRODUCT_ID_PATTERN. */
  id: string;
  name: string;
  description: string;
  /** Unit price in dollars. */
  price: number;
  category: Category;
  new: boolean;
  plusSize: boolean;
  fabric: Fabric;
  /** 1 is the best seller; used by sort=bestSeller. */
  bestSellerRank: number;
  /** Final sale: not returnable (the product page says so). Sent by the API with every product. */
  finalSale?: boolean;
  /** Images of the default (first) variant, used by cards in lists. */
  image: string[];
  /** `image[0]`'s tiny placeholder (a `data:` URL, see ProductVariant.placeholders); absent for a drawing. */
  placeholder?: string;
  /** Colour variants. */
  products: ProductVariant[];
}

/** What a list card and the search panel need (POST /products/search answers with these). */
export type ProductSummary = Pick<
  Product,
  'id' | 'name' | 'price' | 'image' | 'placeholder' | 'description' | 'category' | 'new' | 'plusSize'
>;

/**
 * Query of GET /products/filter. Lists are sent comma-joined (color=blue,red); category is omitted
 * for shop all and for new-in listings.
 */
export interface ProductFilterQuery {
  category?: Category;
  perPage?: number;
  startPage?: number;
  new?: boolean;
  plusSize?: boolean;
  color?: Color[];
  size?: Size[];
  fabric?: Fabric[];
  sort?: SortKey;
  /** Ask for this many random products ("You May Also Like"). */
  random?: number;
}
