<?php
/**
 * Constants plugin.php defines, for PHPStan.
 *
 * @package Vitrina
 */

define( 'VITRINA_VERSION', '0.1.0' );
define( 'VITRINA_FILE', dirname( __DIR__, 2 ) . '/plugin.php' );
define( 'VITRINA_DIR', dirname( __DIR__, 2 ) );

// WordPress's time constants (default-constants.php), which the stubs lack.
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'DAY_IN_SECONDS', 86400 );
define( 'WEEK_IN_SECONDS', 604800 );
define( 'MONTH_IN_SECONDS', 2592000 );
define( 'YEAR_IN_SECONDS', 31536000 );
