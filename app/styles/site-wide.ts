/**
 * The site-wide stylesheets, in cascade order. The layout of every page and Storybook's preview import this one
 * list, so a story is styled as the page is. A block brings its own stylesheet (`blocks/<name>/<name>.css`,
 * imported by its component), as do a few shared components (the rich text); page-specific sheets (checkout,
 * orders, swagger) are imported by their pages.
 */
import './tokens.css';
import './site.css';
import './catalog.css';
import './account.css';
import './notifications.css';
import './cart.css';
import './gift-cards.css';
import './wishlist.css';
import './perks.css';
import './beauty-pass.css';
import './reviews.css';
import './bookings.css';
