import * as Dialog from '@radix-ui/react-dialog';
import type { Notice } from '@generated/hooks/model';
import { versionedImage } from '@/domain/chrome/image-version';
import { Button } from '@/ui/button';
import dialog from '@/ui/dialog.module.css';

/** The site notice's dialog; closing it in any way dismisses the notice. */
export default function NoticeDialog({ notice: data, onDismiss: dismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content}>
          <img src={versionedImage(data.imageURL, new Date())} alt="" className={dialog.noticeImage} width="600" height="300" />
          <Dialog.Title className={dialog.title}>{data.noticeTitle}</Dialog.Title>
          <Dialog.Description>{data.description}</Dialog.Description>
          <div className={dialog.actions}>
            <Dialog.Close asChild>
              <Button>Got it</Button>
            </Dialog.Close>
          </div>
          <Dialog.Close className={dialog.close} aria-label="Close notice">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
