import { useState } from 'react';
import { CONTACT_SUBJECTS, type ContactRequest, type ContactSubject } from 'contracts';
import { AccordionItem } from 'shared-ui';
import { ContactForm } from './contact-form';

const idOf = (subject: ContactSubject) => `contact-${subject.toLowerCase().replace(/\s+/g, '-')}`;

/**
 * The collapsed "Write Us" of narrow screens: one accordion item per subject, all closed at first;
 * opening one shows the form, which sends that subject with the message. One open at a time, so
 * the page never holds two half-typed messages.
 */
export function ContactSubjects({ onSend }: { onSend: (input: ContactRequest) => Promise<boolean> }) {
  const [open, setOpen] = useState<ContactSubject | null>(null);
  return (
    <div>
      {CONTACT_SUBJECTS.map((subject) => (
        <AccordionItem
          key={subject}
          title={subject}
          open={open === subject}
          onToggle={(isOpen) => setOpen(isOpen ? subject : null)}
        >
          {open === subject && <ContactForm idPrefix={idOf(subject)} subject={subject} onSend={onSend} />}
        </AccordionItem>
      ))}
    </div>
  );
}
