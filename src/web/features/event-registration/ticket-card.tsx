import { QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { eventRegistrationMessages } from './event-registration-messages';

const QR_SIZE = 192;

/** The ticket: its signed code as a QR image the door scans and as text to type; the QR library loads with it. */
export function TicketCard({ code }: { code: string }) {
  const t = useMessages(eventRegistrationMessages);
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(code, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (current) setImage(url);
      });
    return () => {
      current = false;
    };
  }, [code]);
  return (
    <Card className="grid justify-items-center gap-4 text-center">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-fg">
        <QrCode className="size-5 text-primary" aria-hidden="true" />
        {t('status.ticket')}
      </h2>
      <div className="grid size-48 place-items-center rounded-xl bg-white p-2">
        {image ? <img src={image} width={QR_SIZE} height={QR_SIZE} alt={t('status.ticketCode')} className="size-full" /> : null}
      </div>
      <div>
        <p className="text-xs font-medium text-fg-muted">{t('status.ticketCode')}</p>
        <p dir="ltr" className="mt-1 font-mono text-sm break-all text-fg select-all">
          {code}
        </p>
      </div>
      <p className="text-sm text-fg-muted">{t('status.ticketHint')}</p>
    </Card>
  );
}
