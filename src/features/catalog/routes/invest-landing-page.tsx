import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { loadQueries, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import {
  CARD_SURCHARGE_RATE,
  CARRIER_DOLLARS_PER_OUNCE,
  FREE_SHIPPING_THRESHOLD_CENTS,
  MIN_CARRIER_CHARGE_CENTS,
  withSurcharge,
} from '@/domain/checkout/charges';
import { formatUsd } from '@/domain/money';
import { ProductGrid } from '../components/product-grid';
import { SPOT_UNAVAILABLE, useSpotQuotes } from '@/features/spot';
import { PageTitle } from '@/ui/page-title';
import { TableScroll } from '@/ui/table-scroll';
import { featuredQuery } from '../queries';
import styles from './invest-landing-page.module.css';

const EXAMPLE_CENTS = 1000_00;

/** The featured silver and gold (the header's spot prices, which the page reads too, come from the root). */
export async function loader({ context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  await loadQueries(context, [featuredQuery('Silver'), featuredQuery('Gold')]);
  return null;
}

/** Featured products: the lowest premiums over spot, in stock (GetProductNearToSpot). */
function Featured({ metal }: { metal: 'Silver' | 'Gold' }) {
  const query = useQuery(featuredQuery(metal));
  const products = query.data?.data.slice(0, 4);
  return (
    <section aria-labelledby={`featured-${metal}`}>
      <h3 id={`featured-${metal}`}>{metal} closest to spot</h3>
      {products?.length ? (
        <ProductGrid products={products} />
      ) : (
        <p>
          {query.isError
            ? `${metal} products could not be loaded right now.`
            : products
              ? `No ${metal.toLowerCase()} is in stock near spot right now.`
              : `Loading ${metal.toLowerCase()}…`}
        </p>
      )}
    </section>
  );
}

/**
 * /invest-in-silver-gold-bullion: the landing page for a first-time buyer (the reduced checkout header,
 * so the page itself leads on): how prices follow spot, what each payment method costs, shipping and
 * insurance, selling back, featured products and the way to the catalog.
 */
export function Component() {
  const quotes = useSpotQuotes();
  const spot = quotes.data?.data;
  const spotError = quotes.isError;
  return (
    <div className="page">
      <PageTitle title="Invest in silver and gold bullion" />
      <p>Physical metal, priced live off the spot market, shipped fully insured to your door. Here is how buying with us works.</p>
      <nav aria-label="Start shopping">
        <ul className={styles.categories}>
          <li>
            <Link to="/silver-bullion">Shop silver bullion</Link>
          </li>
          <li>
            <Link to="/gold-bullion">Shop gold bullion</Link>
          </li>
          <li>
            <Link to="/bullion-in-stock">Everything in stock</Link>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="how-priced">
        <h2 id="how-priced">Priced off the live spot market</h2>
        <p>
          Every price is the metal’s spot price plus a premium for minting, refining and distribution. Prices refresh every 45 seconds and
          are locked the moment you place your order.
        </p>
        <p>
          {spot
            ? `Right now gold is ${formatUsd(spot.goldAsk)} and silver ${formatUsd(spot.silverAsk)} an ounce at the ask.`
            : spotError
              ? SPOT_UNAVAILABLE
              : 'Loading today’s spot prices…'}
        </p>
        <p>
          Compare the premium of any product with our <Link to="/price-comparisons">price comparisons</Link>, or value what you already hold
          with the <Link to="/melt-calculator">melt value calculator</Link>.
        </p>
      </section>

      <section aria-labelledby="how-pay">
        <h2 id="how-pay">Pay the way that suits you</h2>
        <TableScroll label="What each payment method costs">
          <table className={styles.table}>
            <caption>What each payment method costs, for a {formatUsd(EXAMPLE_CENTS / 100)} order</caption>
            <thead>
              <tr>
                <th scope="col">Payment method</th>
                <th scope="col">Price</th>
                <th scope="col">You pay</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">eCheck or bank wire</th>
                <td>The listed price</td>
                <td>{formatUsd(EXAMPLE_CENTS / 100)}</td>
              </tr>
              <tr>
                <th scope="row">Card, PayPal or Apple Pay</th>
                <td>{(CARD_SURCHARGE_RATE * 100).toFixed(1)}% more</td>
                <td>{formatUsd(withSurcharge(EXAMPLE_CENTS) / 100)}</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      </section>

      <section aria-labelledby="how-ship">
        <h2 id="how-ship">Shipping and insurance</h2>
        <p>
          Shipping is free on domestic orders of {formatUsd(FREE_SHIPPING_THRESHOLD_CENTS / 100)} or more. Below that it is{' '}
          {formatUsd(CARRIER_DOLLARS_PER_OUNCE)} an ounce, at least {formatUsd(MIN_CARRIER_CHARGE_CENTS / 100)}. Every parcel is fully
          insured until it is signed for, and you can <Link to="/orders/track-order">track your order</Link> without signing in.{' '}
          <Link to="/legals/shipping-insurance">Shipping and insurance in full</Link>.
        </p>
      </section>

      <section aria-labelledby="how-sell">
        <h2 id="how-sell">Selling back to us</h2>
        <p>
          When you want to sell, we quote from the live bid price. <Link to="/sell-to-us">Ask for a quote</Link>; you ship fully insured and
          we pay once the metal is checked.
        </p>
      </section>

      <section aria-labelledby="featured">
        <h2 id="featured">Featured bullion</h2>
        <Featured metal="Silver" />
        <Featured metal="Gold" />
      </section>

      <p>
        <Link to="/">Go to the full store</Link>
      </p>
    </div>
  );
}
