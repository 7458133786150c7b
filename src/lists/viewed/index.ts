/**
 * A product page's first view remembers its product as recently viewed
 * (includes/Lists/Lists.php track_view()), without the lists island: the
 * island waits for the shopper's first use of its buttons and counters.
 */
import { fields, isCount } from '@runtime/checks';
import { readSettings } from '@runtime/settings';
import { recordView } from '../recent-ids';

const settings = readSettings( 'lists', ( raw ) =>
	fields( raw, { viewed: isCount } )
);
if ( settings && settings.viewed > 0 ) {
	recordView( settings.viewed );
}
