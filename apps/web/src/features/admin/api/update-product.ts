import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCataloguePaths,
  type AdminProduct,
  type UpdateAdminProductBody,
} from '@konter/shared/contracts/admin-catalogue';
import { apiClient } from '../../../lib/api-client.ts';
import { adminProductResponse } from './catalogue-product.ts';
import { adminKeys } from './keys.ts';

/** PATCH admin/catalogue/products/:code: status, promo, cashback, each tier's own price; audited before → after. */
export async function updateCatalogueProduct(code: string, body: UpdateAdminProductBody): Promise<AdminProduct> {
  const { data } = await apiClient.patch(adminCataloguePaths.product(encodeURIComponent(code)), body, {
    schema: adminProductResponse,
  });
  return data;
}

export function useUpdateCatalogueProduct(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAdminProductBody) => updateCatalogueProduct(code, body),
    onSuccess: (product) => {
      client.setQueryData(adminKeys.product(code), product);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
