<?php
/**
 * The settings screen: WooCommerce → Vitrina.
 *
 * @package Vitrina
 */

namespace Vitrina\Settings;

use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * One Settings API page with a tab per schema section. Saving goes through
 * options.php (its nonce and capability check) and Sanitizer::sanitize().
 *
 * @phpstan-import-type Field from Schema
 */
final class SettingsPage implements Module {

	/** The page slug (admin.php?page=vitrina). */
	public const SLUG = 'vitrina';

	/** Who may see and save the settings. */
	public const CAPABILITY = 'manage_woocommerce';

	/**
	 * The admin screen hook suffix, once the page is added.
	 *
	 * @var string
	 */
	private string $hook_suffix = '';

	/**
	 * Datalists printed on this screen.
	 *
	 * @var array<string, true>
	 */
	private array $printed = array();

	/**
	 * Admin screens only (options.php included).
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ), 60 );
		add_action( 'admin_init', array( $this, 'register_settings' ) );
		// options.php asks for manage_options unless told otherwise.
		add_filter( 'option_page_capability_' . Schema::GROUP, array( $this, 'capability' ) );
	}

	/**
	 * The URL of the settings screen, optionally of one tab.
	 *
	 * @param string $tab Section slug.
	 */
	public static function url( string $tab = '' ): string {
		$args = array( 'page' => self::SLUG );
		if ( '' !== $tab ) {
			$args['tab'] = $tab;
		}
		return add_query_arg( $args, admin_url( 'admin.php' ) );
	}

	/**
	 * The capability needed to save the settings.
	 */
	public function capability(): string {
		return self::CAPABILITY;
	}

	/**
	 * Adds the submenu under WooCommerce.
	 */
	public function add_page(): void {
		$hook_suffix       = add_submenu_page(
			'woocommerce',
			__( 'Vitrina settings', 'vitrina' ),
			__( 'Vitrina', 'vitrina' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
		$this->hook_suffix = is_string( $hook_suffix ) ? $hook_suffix : '';
	}

	/**
	 * The screen's hook suffix ('' before admin_menu).
	 */
	public function hook_suffix(): string {
		return $this->hook_suffix;
	}

	/**
	 * Registers the option, a section per group and a field per setting.
	 */
	public function register_settings(): void {
		register_setting(
			Schema::GROUP,
			Schema::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( Sanitizer::class, 'sanitize' ),
				'default'           => Schema::defaults(),
				'show_in_rest'      => false,
			)
		);

		foreach ( Schema::sections() as $section => $title ) {
			$page = self::page_id( $section );
			add_settings_section( 'vitrina_' . $section, $title, '__return_false', $page );
			foreach ( Schema::in_section( $section ) as $key => $field ) {
				add_settings_field(
					'vitrina_' . $key,
					esc_html( $field['label'] ),
					array( $this, 'render_field' ),
					$page,
					'vitrina_' . $section,
					array(
						'key'       => $key,
						'label_for' => self::field_id( $key ),
					)
				);
			}
		}
	}

	/**
	 * The Settings API page of a section.
	 *
	 * @param string $section Section slug.
	 */
	public static function page_id( string $section ): string {
		return 'vitrina-' . $section;
	}

	/**
	 * The HTML id of a setting's input.
	 *
	 * @param string $key Setting key.
	 */
	public static function field_id( string $key ): string {
		return 'vitrina-' . str_replace( '_', '-', $key );
	}

	/**
	 * The tab asked for, or the first one.
	 */
	public function current_tab(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- choosing a tab to display changes nothing.
		$tab = isset( $_GET['tab'] ) ? sanitize_key( wp_unslash( $_GET['tab'] ) ) : '';
		return in_array( $tab, Schema::section_keys(), true ) ? $tab : Schema::section_keys()[0];
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'vitrina' ), '', array( 'response' => 403 ) );
		}
		$tab           = $this->current_tab();
		$this->printed = array();
		?>
		<div class="wrap vitrina-settings">
			<h1><?php esc_html_e( 'Vitrina settings', 'vitrina' ); ?></h1>
			<?php settings_errors(); ?>
			<nav class="nav-tab-wrapper wp-clearfix" aria-label="<?php esc_attr_e( 'Settings sections', 'vitrina' ); ?>">
				<?php foreach ( Schema::sections() as $section => $title ) : ?>
					<a href="<?php echo esc_url( self::url( $section ) ); ?>" class="nav-tab<?php echo $section === $tab ? ' nav-tab-active' : ''; ?>"<?php echo $section === $tab ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $title ); ?></a>
				<?php endforeach; ?>
			</nav>
			<form method="post" action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>" novalidate="novalidate">
				<?php
				settings_fields( Schema::GROUP );
				do_settings_sections( self::page_id( $tab ) );
				submit_button();
				?>
			</form>
		</div>
		<?php
	}

	/**
	 * Prints the input of one setting, by type.
	 *
	 * @param array $args Field arguments.
	 * @phpstan-param array{key: string, label_for?: string} $args
	 */
	public function render_field( array $args ): void {
		$key   = $args['key'];
		$field = Schema::field( $key );
		if ( null === $field ) {
			return;
		}
		$id    = self::field_id( $key );
		$name  = Schema::OPTION . '[' . $key . ']';
		$value = Options::get( $key );
		$value = is_scalar( $value ) ? (string) $value : '';
		$help  = '' !== $field['help'] ? $id . '-help' : '';
		// Where the delivery token goes, and the token: only an administrator changes them.
		$locked = in_array( $key, Sanitizer::ADMIN_ONLY, true ) && ! current_user_can( Sanitizer::ADMIN_CAPABILITY );
		$help   = $locked ? $id . '-help' : $help;
		$aria   = ( '' !== $help ? ' aria-describedby="' . esc_attr( $help ) . '"' : '' ) . ( $locked ? ' disabled="disabled"' : '' );

		switch ( $field['type'] ) {
			case 'yesno':
				printf(
					'<input type="hidden" name="%1$s" value="no" /><input type="checkbox" id="%2$s" name="%1$s" value="yes"%3$s%4$s />',
					esc_attr( $name ),
					esc_attr( $id ),
					checked( 'yes', $value, false ),
					$aria // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
				);
				break;

			case 'select':
				printf( '<select id="%1$s" name="%2$s"%3$s>', esc_attr( $id ), esc_attr( $name ), $aria ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
				foreach ( $field['choices'] ?? array() as $choice => $choice_label ) {
					printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $choice ), selected( $choice, $value, false ), esc_html( $choice_label ) );
				}
				echo '</select>';
				break;

			case 'int':
			case 'number':
				printf(
					'<input type="number" class="small-text" id="%1$s" name="%2$s" value="%3$s" min="%4$s" max="%5$s" step="%6$s"%7$s />',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( $value ),
					esc_attr( (string) ( $field['min'] ?? '' ) ),
					esc_attr( (string) ( $field['max'] ?? '' ) ),
					'int' === $field['type'] ? '1' : 'any',
					$aria // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
				);
				break;

			case 'textarea':
				printf(
					'<textarea class="large-text" rows="3" id="%1$s" name="%2$s" placeholder="%3$s"%4$s>%5$s</textarea>',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( $field['fallback'] ?? '' ),
					$aria, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
					esc_textarea( $value )
				);
				break;

			case 'url':
				printf(
					'<input type="url" class="regular-text code" id="%1$s" name="%2$s" value="%3$s" placeholder="https://"%4$s />',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( $value ),
					$aria // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
				);
				break;

			case 'page':
				// wp_dropdown_pages() escapes its arguments; 'echo' => 0 returns the markup.
				// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped
				$dropdown = wp_dropdown_pages(
					array(
						'name'              => $name,
						'id'                => $id,
						'selected'          => (int) $value,
						'show_option_none'  => esc_html__( '— Choose a page —', 'vitrina' ),
						'option_none_value' => '0',
						'echo'              => 0,
					)
				);
				// phpcs:enable
				if ( '' === $dropdown ) {
					printf( '<input type="hidden" name="%1$s" value="0" /><em>%2$s</em>', esc_attr( $name ), esc_html__( 'There are no published pages yet.', 'vitrina' ) );
				} else {
					echo $dropdown; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_dropdown_pages() escapes its output.
				}
				break;

			case 'password':
				printf(
					'<input type="password" class="regular-text" autocomplete="new-password" spellcheck="false" id="%1$s" name="%2$s" value="%3$s"%4$s />',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( Sanitizer::mask( $value ) ),
					$aria // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
				);
				break;

			default:
				$list = isset( $field['suggest'] ) ? $this->suggestions( $field['suggest'] ) : '';
				printf(
					'<input type="text" class="regular-text" id="%1$s" name="%2$s" value="%3$s"%4$s%5$s />',
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( $value ),
					'' !== $list ? ' list="' . esc_attr( $list ) . '"' : '',
					$aria // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
				);
		}

		if ( '' !== $help ) {
			$text = $locked ? trim( $field['help'] . ' ' . __( 'Only an administrator can change this.', 'vitrina' ) ) : $field['help'];
			printf( '<p class="description" id="%1$s">%2$s</p>', esc_attr( $help ), esc_html( $text ) );
		}
	}

	/**
	 * Prints a datalist of suggested values once; returns its id ('' when
	 * there is nothing to suggest).
	 *
	 * @param string $source What to suggest: payment_gateways.
	 */
	private function suggestions( string $source ): string {
		if ( 'payment_gateways' !== $source || ! function_exists( 'WC' ) ) {
			return '';
		}
		$id = 'vitrina-suggest-' . $source;
		if ( ! isset( $this->printed[ $id ] ) ) {
			$this->printed[ $id ] = true;
			echo '<datalist id="' . esc_attr( $id ) . '">';
			foreach ( WC()->payment_gateways()->payment_gateways() as $gateway_id => $gateway ) {
				printf( '<option value="%1$s">%2$s</option>', esc_attr( (string) $gateway_id ), esc_html( wp_strip_all_tags( $gateway->get_method_title() ) ) );
			}
			echo '</datalist>';
		}
		return $id;
	}
}
