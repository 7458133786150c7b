/**
 * The delivery island with the widget's part and the loader in it
 * (build/delivery/page.js), loaded instead of the index on the pages that
 * always show a widget (the checkout, the block on a page;
 * includes/Delivery/WidgetPage.php): one script where the index would load
 * the part as a second and the loader (build/delivery-widget/loader.js, kept
 * at its fixed path for shops that embed the widget themselves) as a third.
 * Built here, the loader shares the page's zod and runtime.
 */
import '../loader';
import { defineDelivery } from '../island';
import * as widget from '../checkout/main';

defineDelivery( () => Promise.resolve( widget ) );
