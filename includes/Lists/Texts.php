<?php
/**
 * The lists' messages, usable before WordPress loads translations.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

defined( 'ABSPATH' ) || exit;

/**
 * The calls may answer before the plugin's text domain is loaded; the
 * messages then load it explicitly for the request's locale first.
 */
final class Texts {

	/**
	 * A message by key.
	 *
	 * @param string $key Key.
	 */
	public static function get( string $key ): string {
		\Vitrina\Http\EarlyAnswer::load_translations();
		switch ( $key ) {
			case 'unknown_product':
				return __( 'This product does not exist or is not available.', 'vitrina' );
			case 'wishlist_full':
				return __( 'Your wishlist is full: remove a product first.', 'vitrina' );
			case 'compare_full':
				return __( 'The compare list is full: remove a product first.', 'vitrina' );
			case 'unknown_group':
				return __( 'This wishlist group does not exist.', 'vitrina' );
			case 'bad_key':
				return __( 'Your session has expired: reload the page and try again.', 'vitrina' );
			case 'disabled':
				return __( 'This list is turned off in this shop.', 'vitrina' );
			case 'login_required':
				return __( 'Log in to keep a wishlist.', 'vitrina' );
			case 'group_name':
				return __( 'Give the group a name.', 'vitrina' );
			case 'too_many_groups':
				return __( 'You have too many groups: delete one first.', 'vitrina' );
			case 'groups_login':
				return __( 'Log in to sort your wishlist into groups.', 'vitrina' );
			case 'in_account':
				return __( 'Your wishlist is kept in your account already.', 'vitrina' );
			case 'too_many_saves':
				return __( 'Too many requests: try again in an hour.', 'vitrina' );
			case 'bad_email':
				return __( 'Enter a valid e-mail address.', 'vitrina' );
			case 'empty_list':
				return __( 'Your wishlist is empty: there is nothing to save.', 'vitrina' );
			case 'not_sent':
				return __( 'The e-mail could not be sent. Try again later.', 'vitrina' );
			case 'link_sent':
				return __( 'Sent. Open the link in the e-mail on any device to get your wishlist back.', 'vitrina' );
			case 'alerts_consent':
				return __( 'E-mail me, at most once a day, when products on this wishlist get cheaper or come back in stock. I can unsubscribe with the link in every e-mail.', 'vitrina' );
			case 'alerts_consent_required':
				return __( 'Tick the box to agree to the alert e-mails.', 'vitrina' );
			case 'alerts_in_account':
				return __( 'Your account gets wishlist alerts already.', 'vitrina' );
			case 'alerts_confirm_sent':
				return __( 'Almost done: open the link in the e-mail we sent you to turn the alerts on.', 'vitrina' );
			case 'alerts_on':
				return __( 'Wishlist alerts are on for this address.', 'vitrina' );
			default:
				return __( 'The request is not valid.', 'vitrina' );
		}
	}
}
