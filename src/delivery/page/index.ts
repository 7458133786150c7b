/**
 * The delivery island with the widget's part in it (build/delivery/page.js),
 * loaded instead of the index on the pages that always show a widget (the
 * checkout, the block on a page; includes/Delivery/WidgetPage.php): one
 * script where the index would load the part as a second.
 */
import { defineDelivery } from '../island';
import * as widget from '../checkout/main';

defineDelivery( () => Promise.resolve( widget ) );
