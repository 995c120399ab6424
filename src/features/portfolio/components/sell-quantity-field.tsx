import { Button as AriaButton, Group, Input, Label, NumberField } from 'react-aria-components';
import styles from '../portfolio.module.css';

/**
 * How many of a holding go in the sell quote: react-aria's number field (a spin button with its stepper).
 * Its own chunk, loaded as the customer picks the holding: react-aria's number code sets up Intl's locale
 * data as it is evaluated, a long task on a phone that a portfolio opened only to read would pay for nothing.
 */
export function SellQuantityField({
  productName,
  quantity,
  held,
  onChange,
}: {
  productName: string;
  quantity: number;
  held: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <NumberField
      className={styles.sellQty}
      value={quantity}
      minValue={1}
      maxValue={held}
      step={1}
      onChange={(v) => onChange(Number.isFinite(v) ? v : 1)}
    >
      <Label>
        Quantity to sell<span className="visually-hidden"> of {productName}</span>
      </Label>
      <Group className={styles.stepper}>
        <AriaButton slot="decrement">−</AriaButton>
        <Input />
        <AriaButton slot="increment">+</AriaButton>
      </Group>
    </NumberField>
  );
}
