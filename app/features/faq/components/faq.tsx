import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { faqItems } from "~/content/faq";

/**
 * The stakers page FAQ (docs/product.md#faq): one item open at a time; the open one can be closed.
 */
export function Faq() {
  return (
    <Accordion type="single" collapsible className="mx-auto w-full max-w-3xl">
      {faqItems.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
