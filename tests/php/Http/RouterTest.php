<?php
/**
 * Tests of the router of our admin-ajax and wc-ajax actions.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Http;

use Vitrina\Http\Action;
use Vitrina\Http\Router;
use Vitrina\Tests\TestCase;
use Vitrina\Tests\WPDieException;
use WP_Error;

/**
 * An action is answered in order: method (405), permission (its status),
 * schema (400 naming the argument), handler (sanitised arguments), in the
 * action's own answer and error shapes, without any PHP notice.
 */
final class RouterTest extends TestCase {

	/**
	 * What the handler was given.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $given = null;

	/**
	 * Whether the permission callback ran.
	 *
	 * @var bool
	 */
	private bool $checked = false;

	/**
	 * The request method before the test.
	 *
	 * @var mixed
	 */
	private $method = null;

	/**
	 * Keeps the request method.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->method = $_SERVER['REQUEST_METHOD'] ?? null;
	}

	/**
	 * Clears the request.
	 */
	protected function tearDown(): void {
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		if ( null === $this->method ) {
			unset( $_SERVER['REQUEST_METHOD'] );
		} else {
			$_SERVER['REQUEST_METHOD'] = $this->method;
		}
		parent::tearDown();
	}

	/**
	 * A test action.
	 *
	 * @param array<string, mixed> $def What to change.
	 */
	private function action( array $def = array() ): Action {
		return new Action(
			'vitrina_test_action',
			$def + array(
				'methods'             => array( 'POST' ),
				'args'                => array(
					'id'    => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'maximum'  => 1000,
						'required' => true,
					),
					'kind'  => array(
						'type'    => 'string',
						'enum'    => array( 'open', 'close' ),
						'default' => 'open',
					),
					'code'  => array(
						'type'    => 'string',
						'pattern' => '^[a-z]{3}$',
					),
					'label' => array(
						'type'      => 'string',
						'maxLength' => 10,
						'default'   => '',
					),
				),
				'permission_callback' => function ( array $fields ) {
					$this->checked = true;
					return 'yes' === ( $fields['ok'] ?? 'yes' ) ? true : new WP_Error( 'vitrina_test_denied', 'Denied.', array( 'status' => 401 ) );
				},
				'callback'            => function ( array $args ) {
					$this->given = $args;
					return array( 'got' => $args );
				},
			)
		);
	}

	/**
	 * Runs an action on a request; answers the status, the decoded body and
	 * the PHP errors raised.
	 *
	 * @param Action               $action The action.
	 * @param string               $method The method.
	 * @param array<string, mixed> $fields The fields (the body of a POST, else the query).
	 * @return array{0: int, 1: mixed, 2: list<string>}
	 */
	private function run_action( Action $action, string $method, array $fields ): array {
		$_SERVER['REQUEST_METHOD'] = $method;
		$_GET                      = 'POST' === $method ? array() : $fields;
		$_POST                     = 'POST' === $method ? $fields : array();
		$_REQUEST                  = $fields; // phpcs:ignore WordPress.Security.NonceVerification -- the test's own request.
		$status                    = 200;
		$errors                    = array();
		$catch                     = static function ( $header, $code ) use ( &$status ) {
			$status = (int) $code;
			return $header;
		};
		add_filter( 'status_header', $catch, 10, 2 );
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
		set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the test catches notices.
			static function ( int $level, string $message ) use ( &$errors ): bool {
				$errors[] = $message;
				return true;
			}
		);
		ob_start();
		try {
			Router::dispatch( $action );
			$this->fail( 'The router did not end the request.' );
		} catch ( WPDieException $e ) {
			unset( $e );
		} finally {
			$output = (string) ob_get_clean();
			restore_error_handler();
			remove_filter( 'wp_doing_ajax', '__return_true' );
			remove_filter( 'status_header', $catch, 10 );
		}
		return array( $status, json_decode( $output, true ), $errors );
	}

	/**
	 * The handler gets the sanitised arguments (integers cast, defaults
	 * filled) and its result is sent as wp_send_json_success().
	 */
	public function test_handler_gets_sanitised_args(): void {
		list( $status, $body, $errors ) = $this->run_action(
			$this->action(),
			'POST',
			array(
				'id'   => '42',
				'code' => 'abc',
				'junk' => 'ignored',
			)
		);
		$this->assertSame( 200, $status );
		$this->assertSame( array(), $errors );
		$this->assertSame(
			array(
				'id'    => 42,
				'kind'  => 'open',
				'code'  => 'abc',
				'label' => '',
			),
			$this->given
		);
		$this->assertSame(
			array(
				'success' => true,
				'data'    => array( 'got' => $this->given ),
			),
			$body
		);
	}

	/**
	 * Raw answers go out as they are.
	 */
	public function test_raw_answer(): void {
		list( $status, $body ) = $this->run_action( $this->action( array( 'answer' => Action::ANSWER_RAW ) ), 'POST', array( 'id' => '7' ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 7, $body['got']['id'] );
		$this->assertArrayNotHasKey( 'success', $body );
	}

	/**
	 * Schema refusals: 400 with a message naming the argument, and the
	 * handler never runs.
	 *
	 * @param array<string, mixed> $fields The fields.
	 * @param string               $param  The argument named.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'bad_fields' )]
	public function test_schema_refusals( array $fields, string $param ): void {
		list( $status, $body, $errors ) = $this->run_action( $this->action(), 'POST', $fields );
		$this->assertSame( 400, $status );
		$this->assertSame( array(), $errors );
		$this->assertNull( $this->given );
		$this->assertFalse( $body['success'] );
		$this->assertStringContainsString( $param, $body['data']['message'] );
	}

	/**
	 * Bad fields.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function bad_fields(): array {
		return array(
			'missing required' => array( array(), 'id' ),
			'not an integer'   => array( array( 'id' => 'x1' ), 'id' ),
			'below minimum'    => array( array( 'id' => '0' ), 'id' ),
			'above maximum'    => array( array( 'id' => '1001' ), 'id' ),
			'not in enum'      => array(
				array(
					'id'   => '1',
					'kind' => 'delete',
				),
				'kind',
			),
			'pattern'          => array(
				array(
					'id'   => '1',
					'code' => 'ABCD',
				),
				'code',
			),
			'too long'         => array(
				array(
					'id'    => '1',
					'label' => str_repeat( 'a', 11 ),
				),
				'label',
			),
			'array-shaped'     => array(
				array(
					'id'   => '1',
					'kind' => array( 'open' ),
				),
				'kind',
			),
			'array-shaped id'  => array( array( 'id' => array( 'a' => '1' ) ), 'id' ),
		);
	}

	/**
	 * The permission callback runs before the schema, and its WP_Error's
	 * status is passed through; without a status it is a 403.
	 */
	public function test_permission_status_passed_through(): void {
		list( $status, $body ) = $this->run_action(
			$this->action(),
			'POST',
			array(
				'id' => 'not even valid',
				'ok' => 'no',
			)
		);
		$this->assertSame( 401, $status );
		$this->assertSame( 'Denied.', $body['data']['message'] );
		$this->assertNull( $this->given );

		$action                = $this->action( array( 'permission_callback' => static fn() => new WP_Error( 'vitrina_test_no', 'No.' ) ) );
		list( $status, $body ) = $this->run_action( $action, 'POST', array( 'id' => '1' ) );
		$this->assertSame( 403, $status );
		$this->assertSame( 'No.', $body['data']['message'] );

		$action          = $this->action( array( 'permission_callback' => '__return_false' ) );
		list( $status, ) = $this->run_action( $action, 'POST', array( 'id' => '1' ) );
		$this->assertSame( 403, $status );
		$this->assertNull( $this->given );
	}

	/**
	 * An action declared without a permission callback is a mistake
	 * (reported) and is refused: 403, the handler never runs.
	 */
	public function test_missing_permission_callback_fails_closed(): void {
		$this->expect_incorrect_usage( Action::class . '::__construct' );
		$action          = new Action(
			'vitrina_test_open',
			array(
				'callback' => function () {
					$this->given = array( 'ran' => true );
					return array();
				},
			)
		);
		list( $status, ) = $this->run_action( $action, 'POST', array() );
		$this->assertSame( 403, $status );
		$this->assertNull( $this->given );
	}

	/**
	 * A method the action does not accept is a 405, before anything else.
	 */
	public function test_method_not_allowed(): void {
		list( $status, $body ) = $this->run_action( $this->action(), 'GET', array( 'id' => '1' ) );
		$this->assertSame( 405, $status );
		$this->assertFalse( $this->checked );
		$this->assertNull( $this->given );
		$this->assertStringContainsString( 'POST', $body['data']['message'] );

		list( $status, ) = $this->run_action( $this->action( array( 'methods' => array( 'GET' ) ) ), 'HEAD', array( 'id' => '1' ) );
		$this->assertSame( 200, $status, 'HEAD goes with GET' );
	}

	/**
	 * A nonce sent as an array through Nonce is refused quietly (403, no
	 * notice).
	 */
	public function test_array_nonce_refused_quietly(): void {
		$action                         = $this->action(
			array(
				'permission_callback' => static fn( array $fields ) => \Vitrina\Http\Nonce::verify( $fields['nonce'] ?? '', 'vitrina_test' ) ? true : new WP_Error( 'vitrina_test_nonce', 'Expired.', array( 'status' => 403 ) ),
			)
		);
		list( $status, $body, $errors ) = $this->run_action(
			$action,
			'POST',
			array(
				'id'    => '1',
				'nonce' => array( wp_create_nonce( 'vitrina_test' ) ),
			)
		);
		$this->assertSame( 403, $status );
		$this->assertSame( 'Expired.', $body['data']['message'] );
		$this->assertSame( array(), $errors );

		list( $status, ) = $this->run_action(
			$action,
			'POST',
			array(
				'id'    => '1',
				'nonce' => wp_create_nonce( 'vitrina_test' ),
			)
		);
		$this->assertSame( 200, $status );
	}

	/**
	 * The action's own error shape, and a handler's WP_Error.
	 */
	public function test_error_shape_and_handler_error(): void {
		$action                = $this->action(
			array(
				'callback' => static fn() => new WP_Error( 'vitrina_test_gone', 'Gone.', array( 'status' => 404 ) ),
				'error'    => static fn( WP_Error $error ): array => array(
					'success' => false,
					'message' => $error->get_error_message(),
				),
			)
		);
		list( $status, $body ) = $this->run_action( $action, 'POST', array( 'id' => '1' ) );
		$this->assertSame( 404, $status );
		$this->assertSame(
			array(
				'success' => false,
				'message' => 'Gone.',
			),
			$body
		);
	}

	/**
	 * Slashes added by WordPress are removed once.
	 */
	public function test_fields_unslashed(): void {
		list( , $body ) = $this->run_action(
			$this->action(),
			'POST',
			array(
				'id'    => '1',
				'label' => wp_slash( "it's" ),
			)
		);
		$this->assertSame( "it's", $body['data']['got']['label'] );
	}

	/**
	 * An optional argument declared with `fallback` takes its default when
	 * it is invalid or array-shaped; a required one is still refused.
	 */
	public function test_fallback_to_default(): void {
		$schema = array(
			'q' => array(
				'type'     => 'string',
				'required' => true,
				'fallback' => true,
			),
			'n' => array(
				'type'     => 'integer',
				'default'  => 5,
				'fallback' => true,
			),
		);
		$this->assertSame(
			array(
				'q' => 'x',
				'n' => 5,
			),
			Router::validate(
				$schema,
				array(
					'q' => 'x',
					'n' => array( '2' ),
				)
			)
		);
		$this->assertSame(
			array(
				'q' => 'x',
				'n' => 5,
			),
			Router::validate(
				$schema,
				array(
					'q' => 'x',
					'n' => 'many',
				)
			)
		);
		$refused = Router::validate( $schema, array( 'q' => array( 'x' ) ) );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 400, $refused->get_error_data()['status'] );
	}

	/**
	 * Registration hooks the transports: admin-ajax for everyone, for
	 * logged-in users only, and wc-ajax; a module may keep its own entry.
	 */
	public function test_register_hooks_the_transports(): void {
		$def     = array(
			'permission_callback' => '__return_true',
			'callback'            => '__return_null',
		);
		$public  = new Action( 'vitrina_test_public', $def );
		$private = new Action( 'vitrina_test_private', $def + array( 'transport' => Action::ADMIN_AJAX_PRIVATE ) );
		$wc      = new Action( 'vitrina_test_wc', $def + array( 'transport' => Action::WC_AJAX ) );
		$entry   = static function (): void {};
		Router::register( $public );
		Router::register( $private );
		Router::register( $wc, $entry );
		$this->assertSame( 10, has_action( 'wp_ajax_vitrina_test_public', array( $public, 'run' ) ) );
		$this->assertSame( 10, has_action( 'wp_ajax_nopriv_vitrina_test_public', array( $public, 'run' ) ) );
		$this->assertSame( 10, has_action( 'wp_ajax_vitrina_test_private', array( $private, 'run' ) ) );
		$this->assertFalse( has_action( 'wp_ajax_nopriv_vitrina_test_private' ) );
		$this->assertSame( 10, has_action( 'wc_ajax_vitrina_test_wc', $entry ) );
		$this->assertFalse( has_action( 'wp_ajax_vitrina_test_wc' ) );
	}

	/**
	 * The moved actions are declared with their wire names, transports and
	 * a schema, each with a permission callback.
	 */
	public function test_moved_actions_are_declared(): void {
		$this->requires_woocommerce();
		$declared = array_merge(
			array(
				\Vitrina\Popups\Forms::action( \Vitrina\Popups\Forms::SUBSCRIBE ),
				\Vitrina\Popups\Forms::action( \Vitrina\Popups\Forms::CONTACT ),
				\Vitrina\Popups\Analytics::action(),
				\Vitrina\Product\Rating::action(),
				\Vitrina\Cart\Actions::add_action(),
				\Vitrina\Cart\Actions::update_action(),
				\Vitrina\Cart\QuickView::action(),
				\Vitrina\Cart\QuickShop::action(),
				\Vitrina\Search\Endpoint::action(),
			),
			array_values( \Vitrina\Tracking\Tracking::actions() )
		);
		$hooks    = array();
		foreach ( $declared as $action ) {
			$this->assertIsCallable( $action->permission, $action->name );
			$this->assertIsCallable( $action->handler, $action->name );
			$hooks = array_merge( $hooks, $action->hooks() );
		}
		$this->assertEqualsCanonicalizing(
			array(
				'wp_ajax_pum_sub_form',
				'wp_ajax_nopriv_pum_sub_form',
				'wp_ajax_pum_form',
				'wp_ajax_nopriv_pum_form',
				'wp_ajax_pum_analytics',
				'wp_ajax_nopriv_pum_analytics',
				'wp_ajax_vitrina_user_rating',
				'wp_ajax_nopriv_vitrina_user_rating',
				'wc_ajax_woodmart_ajax_add_to_cart',
				'wc_ajax_woodmart_update_cart_item',
				'wc_ajax_woodmart_quick_view',
				'wc_ajax_woodmart_quick_shop',
				'wp_ajax_woodmart_ajax_search',
				'wp_ajax_nopriv_woodmart_ajax_search',
				'wp_ajax_yam_get_purchase',
				'wp_ajax_nopriv_yam_get_purchase',
				'wp_ajax_vitrina_purchase_sent',
				'wp_ajax_nopriv_vitrina_purchase_sent',
				'wp_ajax_yam_get_cart_items',
				'wp_ajax_nopriv_yam_get_cart_items',
			),
			$hooks
		);
		$this->assertSame( array( 'POST' ), \Vitrina\Tracking\Tracking::actions()[ \Vitrina\Tracking\Tracking::MARK_SENT ]->methods );
		$this->assertArrayHasKey( 'query', \Vitrina\Search\Endpoint::action()->args );
		$this->assertTrue( \Vitrina\Search\Endpoint::action()->args['query']['required'] );
	}
}
