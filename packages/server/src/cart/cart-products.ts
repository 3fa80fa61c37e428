import type { CartProduct, StoreSegment } from '@vitrine/api-client/contract';
import { productImageUrl } from '../catalogue/urls.js';
import type { WarehouseMethod } from '../delivery/shipping-methods.js';

/** A cart line with what the catalogue says of its SKU today (price, stock, labels): loadCart's. */
export interface LineProduct {
  line: number;
  sku: string;
  quantity: number;
  isLsProduct: boolean;
  specialSku: string;
  productId: string;
  catalogueSku: string;
  ean: string;
  colourCode: string;
  sizeLabel: string;
  price: string;
  crossedOutPrice: string | null;
  isMarkdown: boolean;
  stock: number;
  label: string;
  url: string;
  brand: string;
  reference: string;
  modelName: string | null;
  colour: string | null;
  /** Delivered from the warehouse (warehouse-goods.ts). */
  isLdf: boolean;
}

/** The line as the cart shows it (spec 3); a warehouse line carries its delivery method. */
export function toCartProduct(
  segment: StoreSegment,
  row: LineProduct,
  warehouseMethod: WarehouseMethod,
): CartProduct {
  return {
    line: row.line,
    sku: row.sku,
    catalogSku: row.catalogueSku,
    specialSku: row.specialSku,
    isLSProduct: row.isLsProduct,
    productId: row.productId,
    label: row.label,
    image: productImageUrl(segment, row.productId, row.colourCode, 'front', row.isLsProduct),
    url: row.url,
    price: row.price,
    crossedOutPrice: row.crossedOutPrice ?? '',
    discountType: row.isMarkdown ? 'M' : '',
    quantity: row.quantity,
    stock: row.stock,
    size: row.sizeLabel,
    color: row.colour ?? '',
    modelName: row.modelName ?? '',
    supplier: row.brand,
    isLdf: row.isLdf,
    shippingMethod: row.isLdf ? warehouseMethod : '',
    infoOctipas: { reference: row.reference, ean: row.ean },
  };
}
