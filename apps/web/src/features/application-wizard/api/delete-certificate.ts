import { CERTIFICATES, type CertificateField, type Venture } from '@portal/contract/ventures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ownerVentureKey } from './owner-venture';

/** `POST /api/venture?type=cr12Delete|registrationCertificateDelete` with the venture: the certificate is removed. */
export function deleteCertificate(ventureId: number, field: CertificateField): Promise<Venture> {
  return http<Venture>('POST', '/api/venture', {
    query: { type: CERTIFICATES[field].remove },
    body: { id: ventureId },
  });
}

export function useDeleteCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ventureId, field }: { ventureId: number; field: CertificateField }) =>
      deleteCertificate(ventureId, field),
    onSuccess: () => client.invalidateQueries({ queryKey: ownerVentureKey }),
  });
}
