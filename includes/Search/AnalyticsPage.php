<?php
/**
 * WooCommerce → Vitrina search: what shoppers searched for, what found
 * nothing, and the shop owner's synonyms and redirects.
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

use Vitrina\Http\Action;
use Vitrina\Http\Nonce;
use Vitrina\Http\Router;
use Vitrina\Module;
use Vitrina\Settings\Options;
use Vitrina\Settings\SettingsPage;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A submenu of WooCommerce next to Vitrina's settings, for shop managers
 * (CAPABILITY). It lists, over 7, 30 or 90 days, the searches that found
 * nothing and the most frequent searches (Analytics); every row has a field
 * and two buttons to give its text a synonym or a redirect in one click.
 * Below, every rule can be changed or deleted. The forms post to admin-post
 * (ACTION, declared as an Http\Action: argument schema, capability and
 * nonce), which saves through Rules and comes back with a notice.
 */
final class AnalyticsPage implements Module {

	/** Who may see the searches and change the rules. */
	public const CAPABILITY = 'manage_woocommerce';

	/** The page's slug (admin.php?page=vitrina-search). */
	public const SLUG = 'vitrina-search';

	/** The admin-post action that saves or deletes a rule (and its nonce action). */
	public const ACTION = 'vitrina_search_rule';

	/** The period shown unless another is chosen, in days. */
	public const DEFAULT_PERIOD = 30;

	/** Rows of each report. */
	public const ROWS = 50;

	/** The transient prefix of the notice shown after a change (per user). */
	private const NOTICE = 'vitrina_search_notice_';

	/**
	 * Rows printed on this screen (unique ids).
	 *
	 * @var int
	 */
	private int $row = 0;

	/**
	 * In wp-admin (a submenu of WooCommerce's).
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		// After WooCommerce's own entries and Vitrina's settings (also 60, added first).
		add_action( 'admin_menu', array( $this, 'menu' ), 60 );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'submit' ) );
	}

	/**
	 * The submenu.
	 */
	public function menu(): void {
		add_submenu_page(
			'woocommerce',
			__( 'Searches', 'vitrina' ),
			__( 'Vitrina search', 'vitrina' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * The page's address, for a period.
	 *
	 * @param int $period Days.
	 */
	public static function url( int $period = self::DEFAULT_PERIOD ): string {
		$args = array( 'page' => self::SLUG );
		if ( self::DEFAULT_PERIOD !== $period ) {
			$args['period'] = $period;
		}
		return add_query_arg( $args, admin_url( 'admin.php' ) );
	}

	/**
	 * A period from request input: one of Analytics::PERIODS, else the default.
	 *
	 * @param mixed $value The raw value.
	 */
	public static function period( $value ): int {
		$days = is_string( $value ) && ctype_digit( $value ) ? (int) $value : 0;
		return in_array( $days, Analytics::PERIODS, true ) ? $days : self::DEFAULT_PERIOD;
	}

	/**
	 * The action that saves (op save: the phrase's rule, kind and target) or
	 * deletes (op delete) a rule; shop managers only, with the nonce.
	 */
	public static function action(): Action {
		return new Action(
			self::ACTION,
			array(
				'transport'           => Action::ADMIN_AJAX_PRIVATE,
				'methods'             => array( 'POST' ),
				'source'              => Action::FROM_POST,
				'args'                => array(
					'phrase' => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => 2 * Analytics::MAX_LENGTH,
					),
					'op'     => array(
						'type'    => 'string',
						'enum'    => array( 'save', 'delete' ),
						'default' => 'save',
					),
					'kind'   => array(
						'type'    => 'string',
						'enum'    => Rules::KINDS,
						'default' => '',
					),
					'target' => array(
						'type'      => 'string',
						'maxLength' => Rules::MAX_TARGET,
						'default'   => '',
					),
				),
				'permission_callback' => array( self::class, 'permission' ),
				'callback'            => array( self::class, 'apply' ),
			)
		);
	}

	/**
	 * Shop managers with the page's nonce.
	 *
	 * @param array<string, mixed> $fields The raw fields.
	 * @return true|WP_Error
	 */
	public static function permission( array $fields ) {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return new WP_Error( 'vitrina_forbidden', __( 'Sorry, you are not allowed to change search synonyms and redirects.', 'vitrina' ), array( 'status' => 403 ) );
		}
		if ( ! Nonce::verify( $fields['_wpnonce'] ?? null, self::ACTION ) ) {
			return new WP_Error( 'vitrina_nonce', __( 'The page has expired. Reload it and try again.', 'vitrina' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Saves or deletes a rule.
	 *
	 * @param array<string, mixed> $args The validated arguments.
	 * @return string|WP_Error What was done, for the notice.
	 */
	public static function apply( array $args ) {
		$phrase = (string) $args['phrase'];
		if ( 'delete' === $args['op'] ) {
			if ( ! Rules::delete( $phrase ) ) {
				return new WP_Error( 'vitrina_search_rule_missing', __( 'There is no synonym or redirect for this search.', 'vitrina' ), array( 'status' => 404 ) );
			}
			/* translators: %s: a search text. */
			return sprintf( __( 'Deleted the rule of «%s».', 'vitrina' ), (string) Analytics::phrase( $phrase ) );
		}
		$saved = Rules::save( $phrase, (string) $args['kind'], (string) $args['target'] );
		if ( $saved instanceof WP_Error ) {
			return $saved;
		}
		return Rules::SYNONYM === $args['kind']
			/* translators: 1: a search text, 2: the words searched as well. */
			? sprintf( __( '«%1$s» now also finds «%2$s».', 'vitrina' ), $saved, Rules::all()[ $saved ]['target'] )
			/* translators: 1: a search text, 2: an address. */
			: sprintf( __( '«%1$s» now opens %2$s.', 'vitrina' ), $saved, Rules::all()[ $saved ]['target'] );
	}

	/**
	 * Runs the action on request fields: permission, arguments, the change.
	 *
	 * @param array<string, mixed> $fields The raw fields (unslashed).
	 * @return string|WP_Error What was done, or why not (with a status).
	 */
	public static function handle( array $fields ) {
		$action  = self::action();
		$allowed = Router::verify_request( $action, $fields );
		if ( $allowed instanceof WP_Error ) {
			return $allowed;
		}
		$args = Router::validate( $action->args, $fields );
		if ( $args instanceof WP_Error ) {
			return $args;
		}
		return ( $action->handler )( $args, $fields );
	}

	/**
	 * The forms' admin-post handler: a refusal of permission ends here (403);
	 * anything else comes back to the page with a notice.
	 */
	public function submit(): void {
		$fields = Router::fields( Action::FROM_POST );
		$result = 'POST' === Router::method()
			? self::handle( $fields )
			: new WP_Error( 'vitrina_method_not_allowed', __( 'Send this form with its button.', 'vitrina' ), array( 'status' => 405 ) );
		if ( $result instanceof WP_Error ) {
			$data = $result->get_error_data();
			if ( in_array( $result->get_error_code(), array( 'vitrina_forbidden', 'vitrina_nonce' ), true ) ) {
				wp_die( esc_html( $result->get_error_message() ), '', array( 'response' => is_array( $data ) ? (int) ( $data['status'] ?? 403 ) : 403 ) );
			}
		}
		set_transient(
			self::NOTICE . get_current_user_id(),
			array(
				'error'   => $result instanceof WP_Error,
				'message' => $result instanceof WP_Error ? $result->get_error_message() : $result,
			),
			MINUTE_IN_SECONDS
		);
		if ( wp_safe_redirect( self::url( self::period( $fields['period'] ?? null ) ) . '#vitrina-search-notice' ) ) {
			exit;
		}
	}

	/**
	 * The page.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see the searches.', 'vitrina' ), '', array( 'response' => 403 ) );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- choosing the period to display changes nothing; period() accepts only one of its values.
		$period    = self::period( isset( $_GET['period'] ) ? wp_unslash( $_GET['period'] ) : null );
		$rules     = Rules::all();
		$this->row = 0;

		echo '<div class="wrap vitrina-search-analytics">';
		echo '<h1>' . esc_html__( 'Searches', 'vitrina' ) . '</h1>';
		$this->notice();
		echo '<p>' . esc_html(
			sprintf(
				/* translators: %d: days the counts are kept. */
				__( 'What shoppers searched for in the live search and on the search results page, counted per day by the text and the number of results; nothing about the shopper is kept. Counts are kept for %d days.', 'vitrina' ),
				(int) Options::get( 'search_analytics_days' )
			)
		) . ' <a href="' . esc_url( SettingsPage::url( 'search' ) ) . '">' . esc_html__( 'Search settings', 'vitrina' ) . '</a></p>';
		if ( ! Options::enabled( 'search_analytics' ) ) {
			echo '<div class="notice notice-warning inline"><p>' . esc_html__( 'Counting searches is off in the search settings.', 'vitrina' ) . '</p></div>';
		}

		echo '<nav class="subsubsub vitrina-search-periods" aria-label="' . esc_attr__( 'Period', 'vitrina' ) . '"><ul class="subsubsub">';
		$links = array();
		foreach ( Analytics::PERIODS as $days ) {
			/* translators: %d: number of days. */
			$label   = sprintf( _n( 'Last %d day', 'Last %d days', $days, 'vitrina' ), $days );
			$current = $days === $period ? ' class="current" aria-current="page"' : '';
			$links[] = '<a href="' . esc_url( self::url( $days ) ) . '"' . $current . '>' . esc_html( $label ) . '</a>';
		}
		// The separators inside the items, as core's view links have them:
		// a list holds list items only.
		echo '<li>' . implode( ' |</li><li>', $links ) . '</li>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		echo '</ul></nav><br class="clear" />';

		echo '<h2 id="vitrina-search-empty">' . esc_html__( 'Searches without results', 'vitrina' ) . '</h2>';
		$this->report( Analytics::report( $period, 'empty', self::ROWS ), 'empty', $rules, $period );

		echo '<h2 id="vitrina-search-top">' . esc_html__( 'Top searches', 'vitrina' ) . '</h2>';
		$this->report( Analytics::report( $period, 'top', self::ROWS ), 'top', $rules, $period );

		echo '<h2 id="vitrina-search-rules">' . esc_html__( 'Synonyms and redirects', 'vitrina' ) . '</h2>';
		echo '<p>' . esc_html__( 'A synonym makes a search find what its words find as well (separate several with commas). A redirect sends a search straight to a page of the shop. Both apply at once to the suggestions and the search results page.', 'vitrina' ) . '</p>';
		$this->rules( $rules, $period );
		echo '</div>';
	}

	/**
	 * Prints and forgets the notice of the last change.
	 */
	private function notice(): void {
		$key    = self::NOTICE . get_current_user_id();
		$notice = get_transient( $key );
		if ( ! is_array( $notice ) || ! isset( $notice['message'] ) ) {
			return;
		}
		delete_transient( $key );
		$error = ! empty( $notice['error'] );
		printf(
			'<div id="vitrina-search-notice" class="notice %1$s" role="%2$s"><p>%3$s</p></div>',
			esc_attr( $error ? 'notice-error' : 'notice-success' ),
			esc_attr( $error ? 'alert' : 'status' ),
			esc_html( (string) $notice['message'] )
		);
	}

	/**
	 * The start of a form of the action (nonce, period).
	 *
	 * @param int    $period The period shown.
	 * @param string $class  The form's class.
	 */
	private static function form_start( int $period, string $class ): string {
		return '<form method="post" class="' . esc_attr( $class ) . '" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">'
			. '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '" />'
			. '<input type="hidden" name="period" value="' . esc_attr( (string) $period ) . '" />'
			. wp_nonce_field( self::ACTION, '_wpnonce', false, false );
	}

	/**
	 * A report's table.
	 *
	 * @param list<array{phrase: string, searches: int, empty: int, results: int, last: string}> $rows   Rows.
	 * @param string                                                                             $kind   'empty' or 'top'.
	 * @param array<string, array{kind: string, target: string}>                                 $rules  The rules.
	 * @param int                                                                                $period The period shown.
	 */
	private function report( array $rows, string $kind, array $rules, int $period ): void {
		$heads = 'empty' === $kind
			? array( __( 'Search', 'vitrina' ), __( 'Searches without results', 'vitrina' ), __( 'Last searched', 'vitrina' ), __( 'Synonym or redirect', 'vitrina' ) )
			: array( __( 'Search', 'vitrina' ), __( 'Searches', 'vitrina' ), __( 'Results', 'vitrina' ), __( 'Synonym or redirect', 'vitrina' ) );
		echo '<table class="wp-list-table widefat fixed striped vitrina-search-report vitrina-search-report--' . esc_attr( $kind ) . '"><thead><tr>';
		foreach ( $heads as $head ) {
			echo '<th scope="col">' . esc_html( $head ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		if ( array() === $rows ) {
			echo '<tr><td colspan="4">' . esc_html( 'empty' === $kind ? __( 'Every search found something in this period.', 'vitrina' ) : __( 'No searches in this period yet.', 'vitrina' ) ) . '</td></tr>';
		}
		foreach ( $rows as $row ) {
			echo '<tr><th scope="row" class="vitrina-search-phrase">' . esc_html( $row['phrase'] ) . '</th>';
			if ( 'empty' === $kind ) {
				echo '<td>' . esc_html( number_format_i18n( $row['empty'] ) ) . '</td>';
				echo '<td>' . esc_html( mysql2date( (string) get_option( 'date_format' ), $row['last'] ) ) . '</td>';
			} else {
				echo '<td>' . esc_html( number_format_i18n( $row['searches'] ) ) . '</td>';
				echo '<td>' . esc_html( number_format_i18n( $row['results'] ) ) . '</td>';
			}
			echo '<td>';
			$this->fix( $row['phrase'], $rules[ $row['phrase'] ] ?? null, $period );
			echo '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * A row's rule, or the one-click form that adds one.
	 *
	 * @param string                                   $phrase The row's phrase.
	 * @param array{kind: string, target: string}|null $rule   Its rule.
	 * @param int                                      $period The period shown.
	 */
	private function fix( string $phrase, ?array $rule, int $period ): void {
		if ( null !== $rule ) {
			$label = Rules::SYNONYM === $rule['kind'] ? __( 'Synonym:', 'vitrina' ) : __( 'Redirect:', 'vitrina' );
			echo '<span class="vitrina-search-rule">' . esc_html( $label . ' ' . $rule['target'] ) . '</span> <a href="#vitrina-search-rules">' . esc_html__( 'Change', 'vitrina' ) . '</a>';
			return;
		}
		$id = 'vitrina-search-fix-' . ( ++$this->row );
		echo self::form_start( $period, 'vitrina-search-fix' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in form_start().
		echo '<input type="hidden" name="phrase" value="' . esc_attr( $phrase ) . '" />';
		/* translators: %s: a search text. */
		echo '<label class="screen-reader-text" for="' . esc_attr( $id ) . '">' . esc_html( sprintf( __( 'Words or address for «%s»', 'vitrina' ), $phrase ) ) . '</label>';
		echo '<input type="text" id="' . esc_attr( $id ) . '" name="target" class="regular-text" style="max-width:100%" placeholder="' . esc_attr__( 'Words, or an address such as /catalogue/', 'vitrina' ) . '" /> ';
		echo '<button type="submit" class="button" name="kind" value="' . esc_attr( Rules::SYNONYM ) . '">' . esc_html__( 'Add synonym', 'vitrina' ) . '</button> ';
		echo '<button type="submit" class="button" name="kind" value="' . esc_attr( Rules::REDIRECT ) . '">' . esc_html__( 'Add redirect', 'vitrina' ) . '</button>';
		echo '</form>';
	}

	/**
	 * The list of rules, each with its form (change, delete), and a form to add one.
	 *
	 * @param array<string, array{kind: string, target: string}> $rules  The rules.
	 * @param int                                                $period The period shown.
	 */
	private function rules( array $rules, int $period ): void {
		echo '<table class="wp-list-table widefat fixed striped vitrina-search-rules"><thead><tr>';
		foreach ( array( __( 'Search', 'vitrina' ), __( 'Kind', 'vitrina' ), __( 'Words or address', 'vitrina' ), __( 'Actions', 'vitrina' ) ) as $head ) {
			echo '<th scope="col">' . esc_html( $head ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		if ( array() === $rules ) {
			echo '<tr><td colspan="4">' . esc_html__( 'No synonyms or redirects yet.', 'vitrina' ) . '</td></tr>';
		}
		foreach ( $rules as $phrase => $rule ) {
			$id   = 'vitrina-search-rule-' . ( ++$this->row );
			$form = $id . '-form';
			echo '<tr><th scope="row" class="vitrina-search-phrase">' . esc_html( (string) $phrase ) . '</th><td>';
			// The row's controls belong to the form in the last cell (form="…").
			/* translators: %s: a search text. */
			echo '<label class="screen-reader-text" for="' . esc_attr( $id . '-kind' ) . '">' . esc_html( sprintf( __( 'Kind of rule for «%s»', 'vitrina' ), (string) $phrase ) ) . '</label>';
			echo '<select id="' . esc_attr( $id . '-kind' ) . '" name="kind" form="' . esc_attr( $form ) . '">';
			foreach ( self::kinds() as $kind => $label ) {
				echo '<option value="' . esc_attr( $kind ) . '"' . selected( $kind, $rule['kind'], false ) . '>' . esc_html( $label ) . '</option>';
			}
			echo '</select></td><td>';
			/* translators: %s: a search text. */
			echo '<label class="screen-reader-text" for="' . esc_attr( $id . '-target' ) . '">' . esc_html( sprintf( __( 'Words or address for «%s»', 'vitrina' ), (string) $phrase ) ) . '</label>';
			echo '<input type="text" class="large-text" id="' . esc_attr( $id . '-target' ) . '" name="target" form="' . esc_attr( $form ) . '" value="' . esc_attr( $rule['target'] ) . '" /></td><td>';
			echo str_replace( '<form ', '<form id="' . esc_attr( $form ) . '" ', self::form_start( $period, 'vitrina-search-rule-form' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in form_start().
			echo '<input type="hidden" name="phrase" value="' . esc_attr( (string) $phrase ) . '" />';
			echo '<button type="submit" class="button" name="op" value="save">' . esc_html__( 'Save', 'vitrina' ) . '</button> ';
			echo '<button type="submit" class="button button-link-delete" name="op" value="delete">' . esc_html__( 'Delete', 'vitrina' ) . '</button>';
			echo '</form></td></tr>';
		}
		echo '</tbody></table>';

		echo '<h3>' . esc_html__( 'Add a synonym or a redirect', 'vitrina' ) . '</h3>';
		echo self::form_start( $period, 'vitrina-search-add' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in form_start().
		echo '<p><label for="vitrina-search-add-phrase">' . esc_html__( 'Search', 'vitrina' ) . '</label> <input type="text" id="vitrina-search-add-phrase" name="phrase" required="required" /> ';
		echo '<label for="vitrina-search-add-kind">' . esc_html__( 'Kind', 'vitrina' ) . '</label> <select id="vitrina-search-add-kind" name="kind">';
		foreach ( self::kinds() as $kind => $label ) {
			echo '<option value="' . esc_attr( $kind ) . '">' . esc_html( $label ) . '</option>';
		}
		echo '</select> <label for="vitrina-search-add-target">' . esc_html__( 'Words or address', 'vitrina' ) . '</label> <input type="text" class="regular-text" id="vitrina-search-add-target" name="target" required="required" /> ';
		echo '<button type="submit" class="button button-primary">' . esc_html__( 'Add', 'vitrina' ) . '</button></p></form>';
	}

	/**
	 * The kinds of rule and their names.
	 *
	 * @return array<string, string>
	 */
	private static function kinds(): array {
		return array(
			Rules::SYNONYM  => __( 'Synonym', 'vitrina' ),
			Rules::REDIRECT => __( 'Redirect', 'vitrina' ),
		);
	}
}
