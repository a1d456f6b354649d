import type { Color, Size } from 'contracts';
import { productEditorSchema, type ProductEditorInput, type StaffProduct } from 'contracts/staff';

/** One size in the form: numbers as typed (the schema reads them), and whether the product already has it. */
export interface EditorSize {
  size: Size;
  quantity: string;
  /** Its stock then changes through the stock panel, with a reason, not through the editor. */
  existing: boolean;
}

/** The editor's Formik values: ProductEditorInput with numbers kept as the text typed. */
export interface EditorValues extends Omit<ProductEditorInput, 'price' | 'colors'> {
  price: string;
  colors: { color: Color; sizes: EditorSize[] }[];
}

export const EMPTY_PRODUCT: EditorValues = {
  name: '',
  description: '',
  price: '',
  category: '' as EditorValues['category'],
  fabric: '' as EditorValues['fabric'],
  new: false,
  plusSize: false,
  finalSale: false,
  colors: [],
};

export function editorValuesOf(product: StaffProduct): EditorValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price.toFixed(2),
    category: product.category,
    fabric: product.fabric,
    new: product.new,
    plusSize: product.plusSize,
    finalSale: product.finalSale,
    colors: product.colors.map(({ color, sizes }) => ({
      color,
      sizes: sizes.map(({ size, quantity }) => ({ size, quantity: String(quantity), existing: true })),
    })),
  };
}

/** What is sent: the schema's own reading of the form (trimmed text, numbers), nothing the form keeps for itself. */
export const editorInputOf = (values: EditorValues): ProductEditorInput =>
  productEditorSchema.cast(values, { stripUnknown: true }) as ProductEditorInput;

/** The editor's field names as a person reads them (the 409 lists what someone else changed). */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  price: 'Price',
  category: 'Category',
  fabric: 'Fabric',
  new: 'New',
  plusSize: 'Plus size',
  finalSale: 'Final sale',
  colors: 'Colours and sizes',
  status: 'Status',
};
