import { Button, Dialog } from 'shared-ui';

interface SuccessDialogProps {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** A small dialog confirming that something was saved (the profile info, spec section 8). */
export function SuccessDialog({ open, title, message, onClose }: SuccessDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="small" footer={<Button onClick={onClose}>OK</Button>}>
      <p>{message}</p>
    </Dialog>
  );
}
